import { formatRinggit } from "../../../shared/money.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { WaitingNotice } from "../account/waiting-notice.tsx";
import { usePendingPayments } from "./use-payment-orders.ts";

/**
 * The student's online payments their bank has not confirmed yet (FPX, issue #24), so that money
 * gone from their account with no credits yet is accounted for; nothing while there are none.
 */
export function PendingPayments({ userId, timeZone }: { userId: string; timeZone: string }) {
  const pending = usePendingPayments(userId);
  if (!pending.data?.length) return null;
  return (
    <WaitingNotice
      title="Payments being confirmed"
      footnote="We add what you bought as soon as your bank confirms the payment: there is nothing more to do."
    >
      <ul className="mt-3 divide-y divide-sand-200">
        {pending.data.map((order) => (
          <li key={order.id} className="py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap justify-between gap-x-4 font-semibold text-ink">
              <span>{order.item}</span>
              <span>{formatRinggit(order.amountSen)}</span>
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              <time dateTime={order.createdAt}>
                {formatStudioDateTime(order.createdAt, timeZone)}
              </time>{" "}
              · Pending — your bank has not confirmed it yet
            </p>
          </li>
        ))}
      </ul>
    </WaitingNotice>
  );
}
