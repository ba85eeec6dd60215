import type { Ref } from "react";
import { Link } from "react-router";
import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import { PAYMENT_METHOD_LABELS, type ReceiptSummary } from "../../../shared/sales.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { DOCUMENT_LABELS } from "./document-paths.ts";

interface ReceiptListProps {
  items: ReceiptSummary[];
  timeZone: string;
  /** Names the list for screen readers. */
  label: string;
  /** The page each line opens. */
  hrefOf: (item: ReceiptSummary) => string;
  ref?: Ref<HTMLUListElement>;
}

/**
 * Receipts and credit notes, newest first: each one's number (a link to it), date in studio
 * time, item and amount. A credit note says so, and its amount is money given back.
 */
export function ReceiptList({ items, timeZone, label, hrefOf, ref }: ReceiptListProps) {
  return (
    <ul
      ref={ref}
      aria-label={label}
      tabIndex={-1}
      className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
    >
      {items.map((item) => {
        const receipt = item.kind === "receipt";
        return (
          <li key={item.id} className="flex items-start justify-between gap-3 px-4 py-3.5">
            <div className="min-w-0">
              <Link
                to={hrefOf(item)}
                className="font-medium break-words text-sage-800 underline underline-offset-4 hover:text-sage-900"
              >
                {DOCUMENT_LABELS[item.kind]} {item.number}
              </Link>
              <p className="text-sm text-ink-muted">
                {receipt
                  ? `${item.item} · ${formatCredits(item.credits)}`
                  : `Refund of ${item.item} · ${formatCredits(item.credits)} taken back`}
              </p>
              <p className="text-xs text-ink-muted">
                <time dateTime={item.issuedAt}>
                  {formatStudioDateTime(item.issuedAt, timeZone)}
                </time>{" "}
                · {PAYMENT_METHOD_LABELS[item.paymentMethod]}
              </p>
            </div>
            <p
              className={`shrink-0 font-semibold whitespace-nowrap tabular-nums ${receipt ? "text-ink" : "text-clay-700"}`}
            >
              {formatRinggit(receipt ? item.amountSen : -item.amountSen)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
