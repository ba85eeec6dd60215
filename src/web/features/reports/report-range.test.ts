import { describe, expect, it } from "vitest";
import { defaultReportRange, reportCsvUrl } from "./report-range.ts";

describe("the report's range", () => {
  it("starts on the 1st of the month and ends today", () => {
    expect(defaultReportRange("2026-11-21")).toEqual({ from: "2026-11-01", to: "2026-11-21" });
    expect(defaultReportRange("2026-12-01")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });

  it("names the same range in the CSV address", () => {
    expect(reportCsvUrl({ from: "2026-11-01", to: "2026-11-21" })).toBe(
      "/api/admin/reports/csv?from=2026-11-01&to=2026-11-21",
    );
  });
});
