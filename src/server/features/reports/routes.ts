import { type Context, Hono } from "hono";
import {
  reportRangeSchema,
  salesReportCsv,
  TRANSACTIONS_PAGE_SIZE,
  transactionsQuerySchema,
} from "../../../shared/reports.ts";
import type { AppEnv } from "../../context.ts";
import { parseQuery } from "../../http/validate.ts";

/** The report over the range the query names. */
async function reportFor(c: Context<AppEnv>) {
  const { deps } = c.var;
  const range = parseQuery(c, reportRangeSchema);
  return deps.salesReports({
    ...range,
    timeZone: deps.settings.STUDIO_TIME_ZONE,
    now: deps.now(),
  });
}

/** Answers `text` as a CSV file to download under `filename`. */
function csvFile(c: Context<AppEnv>, filename: string, text: string | Uint8Array<ArrayBuffer>) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  return c.body(text);
}

/**
 * /api/admin/reports (behind requireRole("admin")): the report as JSON or as a CSV file, and the
 * range's transactions a page at a time or all as a CSV file.
 */
export const reportRoutes = new Hono<AppEnv>()
  .get("/", async (c) =>
    c.body((await reportFor(c)).json, 200, { "Content-Type": "application/json" }),
  )
  .get("/csv", async (c) => {
    const { report } = await reportFor(c);
    return csvFile(c, `studio-sales-${report.from}-to-${report.to}.csv`, salesReportCsv(report));
  })
  .get("/transactions", async (c) => {
    const { deps } = c.var;
    const { from, to, page } = parseQuery(c, transactionsQuerySchema);
    return c.json(
      await deps.transactions.page(
        await c.var.changeVersions(),
        { from, to },
        deps.settings.STUDIO_TIME_ZONE,
        { number: page, size: TRANSACTIONS_PAGE_SIZE },
      ),
    );
  })
  .get("/transactions/csv", async (c) => {
    const { deps } = c.var;
    const range = parseQuery(c, reportRangeSchema);
    const file = await deps.transactions.csv(
      await c.var.changeVersions(),
      range,
      deps.settings.STUDIO_TIME_ZONE,
    );
    return csvFile(c, `studio-transactions-${range.from}-to-${range.to}.csv`, file);
  });
