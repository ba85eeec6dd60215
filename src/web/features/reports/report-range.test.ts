import { describe, expect, it } from "vitest";
import {
  defaultReportRange,
  reportCsvUrl,
  showingTransactions,
  transactionsCsvUrl,
  transactionsUrl,
} from "./report-range.ts";

describe("the report's range", () => {
  it("starts on the 1st of the month and ends today", () => {
    expect(defaultReportRange("2026-11-21")).toEqual({ from: "2026-11-01", to: "2026-11-21" });
    expect(defaultReportRange("2026-12-01")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });

  it("names the same range in the download and list addresses", () => {
    const range = { from: "2026-11-01", to: "2026-11-21" };
    expect(reportCsvUrl(range)).toBe("/api/admin/reports/csv?from=2026-11-01&to=2026-11-21");
    expect(transactionsCsvUrl(range)).toBe(
      "/api/admin/reports/transactions/csv?from=2026-11-01&to=2026-11-21",
    );
    expect(transactionsUrl(range, 3)).toBe(
      "/api/admin/reports/transactions?from=2026-11-01&to=2026-11-21&page=3",
    );
  });
});

describe("the transaction list's position", () => {
  it("names the first and last line of the page, and how many there are", () => {
    expect(showingTransactions(1, 50, 230)).toBe("Showing 1–50 of 230");
    expect(showingTransactions(2, 50, 230)).toBe("Showing 51–100 of 230");
    expect(showingTransactions(5, 50, 230)).toBe("Showing 201–230 of 230");
    expect(showingTransactions(1, 50, 6)).toBe("Showing 1–6 of 6");
  });
});
