import { useQuery } from "@tanstack/react-query";
import type { ReceiptDocument } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";
import { myDocumentPath } from "../sales/document-paths.ts";
import { useReceiptPages } from "../sales/use-receipt-pages.ts";

/** The signed-in student's receipts and credit notes, newest first. */
export function useMyReceipts(userId: string) {
  return useReceiptPages(["me", userId, "receipts"], (page) => `/api/me/receipts?page=${page}`);
}

/** One of the signed-in student's receipts or credit notes; another's answers 404. */
export function useMyDocument(userId: string, kind: ReceiptDocument["kind"], id: string) {
  return useQuery({
    queryKey: ["me", userId, kind, id],
    // The API answers each page's document at the page's own address under /api.
    queryFn: () => api.get<ReceiptDocument>(`/api${myDocumentPath({ kind, id })}`),
  });
}
