import { useId } from "react";
import { Link } from "react-router";
import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import {
  PAYMENT_METHOD_LABELS,
  type ReceiptDocument,
  receiptCreditsInWords,
} from "../../../shared/sales.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { Detail } from "../../components/ui/detail.tsx";
import { DOCUMENT_LABELS } from "./document-paths.ts";

interface ReceiptViewProps {
  document: ReceiptDocument;
  timeZone: string;
  /** Where another document (the receipt a note refunds, a receipt's notes) is read; none: no link. */
  linkTo?: (ref: { kind: ReceiptDocument["kind"]; id: string }) => string;
}

/**
 * A receipt or a credit note as the student and the desk read and print it: the studio, the
 * number and date in studio time, who it is for, what was sold or refunded, the amount, method
 * and reference. Marked as the page's printable document (styles.css prints it alone).
 */
export function ReceiptView({ document, timeZone, linkTo }: ReceiptViewProps) {
  const titleId = useId();
  const receipt = document.kind === "receipt";
  const validity = receiptCreditsInWords(document, timeZone);
  return (
    <article
      data-print-document
      aria-labelledby={titleId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-sand-200 pb-5">
        <div className="min-w-0">
          <p className="font-display text-xl font-semibold text-sage-900">{document.studio.name}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-muted">
            {document.studio.address}
          </p>
          <p className="text-sm text-ink-muted">{document.studio.email}</p>
        </div>
        <div className="sm:text-end">
          <h2 id={titleId} className="text-2xl font-semibold">
            {DOCUMENT_LABELS[document.kind]}
          </h2>
          <p className="mt-1 font-semibold tabular-nums">{document.number}</p>
          <p className="text-sm text-ink-muted">
            <time dateTime={document.issuedAt}>
              {formatStudioDateTime(document.issuedAt, timeZone)}
            </time>
          </p>
        </div>
      </header>

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <Detail term={receipt ? "Sold to" : "Refunded to"}>
          {document.customer.name}
          <span className="block text-ink-muted">{document.customer.email}</span>
        </Detail>
        {document.refundOf && (
          <Detail term="Refund of">
            <DocumentLink
              kind="receipt"
              id={document.refundOf.id}
              number={document.refundOf.number}
              linkTo={linkTo}
            />
          </Detail>
        )}
        <Detail term="Payment method">{PAYMENT_METHOD_LABELS[document.paymentMethod]}</Detail>
        {document.reference && <Detail term="Reference">{document.reference}</Detail>}
        {document.servedBy && <Detail term="Served by">{document.servedBy}</Detail>}
        {document.reason && <Detail term="Reason">{document.reason}</Detail>}
      </dl>

      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">{receipt ? "What was sold" : "What was refunded"}</caption>
        <thead className="border-b border-sand-300 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              Item
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {receipt ? "Credits" : "Credits taken back"}
            </th>
            <th scope="col" className="py-2 ps-3 text-end font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-sand-200">
            <td className="py-3 pe-3 break-words">{document.item}</td>
            <td className="px-3 py-3 text-end tabular-nums">{document.credits}</td>
            <td className="py-3 ps-3 text-end tabular-nums">{formatRinggit(document.amountSen)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-3 pe-3 text-end font-semibold">
              {receipt ? "Total paid" : "Total refunded"}
            </th>
            <td className="py-3 ps-3 text-end text-base font-semibold tabular-nums">
              {formatRinggit(document.amountSen)}
            </td>
          </tr>
        </tfoot>
      </table>

      {validity && <p className="mt-4 text-sm text-ink">{validity}.</p>}

      {document.refunds.length > 0 && (
        <section aria-labelledby={`${titleId}-refunds`} className="mt-6">
          <h3 id={`${titleId}-refunds`} className="text-lg font-semibold">
            Credit notes
          </h3>
          <ul className="mt-2 divide-y divide-sand-200 text-sm">
            {document.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
                <span>
                  <DocumentLink
                    kind="credit_note"
                    id={refund.id}
                    number={refund.number}
                    linkTo={linkTo}
                  />
                  <span className="block text-ink-muted">
                    <time dateTime={refund.issuedAt}>
                      {formatStudioDateTime(refund.issuedAt, timeZone)}
                    </time>
                  </span>
                  <span className="block break-words text-ink-muted">{refund.reason}</span>
                </span>
                <span className="text-end tabular-nums">
                  {formatRinggit(refund.amountSen)} refunded
                  <span className="block text-ink-muted">
                    {formatCredits(refund.credits)} taken back
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Another document's number, a link where the reader has a page for it. */
function DocumentLink({
  kind,
  id,
  number,
  linkTo,
}: {
  kind: ReceiptDocument["kind"];
  id: string;
  number: string;
  linkTo: ReceiptViewProps["linkTo"];
}) {
  const label = `${DOCUMENT_LABELS[kind]} ${number}`;
  if (!linkTo) return <span className="font-medium">{label}</span>;
  return (
    <Link
      to={linkTo({ kind, id })}
      className="font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
    >
      {label}
    </Link>
  );
}
