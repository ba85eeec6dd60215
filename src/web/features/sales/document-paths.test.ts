import { describe, expect, it } from "vitest";
import { DOCUMENT_LABELS, myDocumentPath, salePath } from "./document-paths.ts";

describe("document paths", () => {
  it("are the addresses the receipt and credit note e-mails link to", () => {
    expect(myDocumentPath({ kind: "receipt", id: "r1" })).toBe("/me/receipts/r1");
    expect(myDocumentPath({ kind: "credit_note", id: "c1" })).toBe("/me/credit-notes/c1");
  });

  it("lead the desk to a sale's page", () => {
    expect(salePath("s1")).toBe("/admin/sales/s1");
  });

  it("name each kind of document", () => {
    expect(DOCUMENT_LABELS).toEqual({ receipt: "Receipt", credit_note: "Credit note" });
  });
});
