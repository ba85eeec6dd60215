import { integer, json, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { KeptDayFigures } from "../../features/reports/kept-form.ts";

/**
 * The sales report's figures of a studio day that is over (features/reports/kept-day-figures.ts),
 * so a year's report adds up 365 rows instead of reading the year's ledger, sales and bookings.
 * Row triggers of migration 0021 delete a day's row in the transaction of any change to what it
 * counts (a ledger entry, a sale or refund, a subscription, a class or a booking), so a kept day
 * is always as it would be counted now.
 */
export const reportDay = pgTable(
  "report_day",
  {
    /** The day's start and end, as instants, in the studio's time zone of the time. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    /** The figures hold from this instant on: the latest of the day's end and its classes' ends. */
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull(),
    /** The version of the counting that made `figures`: another version's rows are not read. */
    countedBy: integer("counted_by").notNull(),
    figures: json("figures").$type<KeptDayFigures>().notNull(),
  },
  // By start first: a trigger finds the day holding an instant by a range of starts.
  (table) => [primaryKey({ columns: [table.startsAt, table.timeZone] })],
);

/**
 * One row whose stamp changes whenever a kept report day is deleted or written over (migration
 * 0021's triggers, in the same transaction): an app instance may hold the days it has read in
 * memory for as long as the stamp it read them at holds. A random stamp, not a count, so that a restored backup's stamp
 * names the kept days as they were at that backup.
 */
export const reportDaysVersion = pgTable("report_days_version", {
  id: integer("id").primaryKey(),
  stamp: uuid("stamp").notNull(),
});
