import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One run of a job the studio does on a schedule (the daily backup), claimed by the instance that
 * does it: claiming inserts the row, so of several instances one runs it; a claim whose run
 * neither finished nor failed within the job's time (its instance was killed) may be taken over.
 */
export const scheduledRun = pgTable(
  "scheduled_run",
  {
    job: text("job").notNull(),
    /** Which run of the job: for a daily one, the studio's date. */
    runKey: text("run_key").notNull(),
    claimedBy: text("claimed_by").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** What the last attempt gave: where the backup went, or why it failed. */
    outcome: text("outcome"),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
);
