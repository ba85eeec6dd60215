import type { CreditHistory } from "../../../shared/profile.ts";
import { creditsExpiryInWords } from "../../../shared/sales.ts";
import { WaitingNotice } from "./waiting-notice.tsx";

/** What of the balance expires when, soonest first; nothing while none of it expires. */
export function ExpiringCredits({
  expiring,
  timeZone,
}: {
  expiring: CreditHistory["expiring"];
  timeZone: string;
}) {
  if (expiring.length === 0) return null;
  return (
    <WaitingNotice
      title="Credits that expire"
      footnote="Bookings use the credits that expire soonest first."
    >
      <ul className="mt-3 space-y-1.5 text-ink">
        {expiring.map((batch) => (
          <li key={batch.expiresAt}>
            {creditsExpiryInWords(batch.credits, batch.expiresAt, timeZone)}.
          </li>
        ))}
      </ul>
    </WaitingNotice>
  );
}
