import type { ReceiptDocument } from "../../../shared/sales.ts";

type DocumentKind = ReceiptDocument["kind"];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  receipt: "Receipt",
  credit_note: "Credit note",
};

/** Where a student reads one of their receipts or credit notes: the pages the e-mails link to. */
export function myDocumentPath(ref: { kind: DocumentKind; id: string }): string {
  const folder = ref.kind === "receipt" ? "receipts" : "credit-notes";
  return `/me/${folder}/${encodeURIComponent(ref.id)}`;
}

/** The desk's page of a sale, where its receipt, credit notes and refunds are. */
export function salePath(saleId: string): string {
  return `/admin/sales/${encodeURIComponent(saleId)}`;
}
