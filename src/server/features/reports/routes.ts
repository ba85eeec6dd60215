import { type Context, Hono } from "hono";
import { dayRangeSchema } from "../../../shared/day-range.ts";
import { REPORT_MAX_DAYS, salesReportCsv } from "../../../shared/reports.ts";
import type { AppEnv } from "../../context.ts";
import { parseQuery } from "../../http/validate.ts";
import { getSalesReport } from "./get-sales-report.ts";

const rangeSchema = dayRangeSchema(REPORT_MAX_DAYS);

/** The report over the range the query names. */
async function reportFor(c: Context<AppEnv>) {
  const { deps } = c.var;
  const range = parseQuery(c, rangeSchema);
  return getSalesReport(deps.db, {
    ...range,
    timeZone: deps.settings.STUDIO_TIME_ZONE,
    now: deps.now(),
  });
}

/** /api/admin/reports (behind requireRole("admin")): the report as JSON, or as a CSV file. */
export const reportRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await reportFor(c)))
  .get("/csv", async (c) => {
    const report = await reportFor(c);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="studio-sales-${report.from}-to-${report.to}.csv"`,
    );
    return c.body(salesReportCsv(report));
  });
