import { Hourglass } from "lucide-react";
import { useId } from "react";
import type { CreditHistory } from "../../../shared/profile.ts";
import { creditsExpiryInWords } from "../../../shared/sales.ts";

/** What of the balance expires when, soonest first; nothing while none of it expires. */
export function ExpiringCredits({
  expiring,
  timeZone,
}: {
  expiring: CreditHistory["expiring"];
  timeZone: string;
}) {
  const headingId = useId();
  if (expiring.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-clay-300 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass aria-hidden="true" className="size-5 text-clay-600" />
        Credits that expire
      </h2>
      <ul className="mt-3 space-y-1.5 text-ink">
        {expiring.map((batch) => (
          <li key={batch.expiresAt}>
            {creditsExpiryInWords(batch.credits, batch.expiresAt, timeZone)}.
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Bookings use the credits that expire soonest first.
      </p>
    </section>
  );
}
