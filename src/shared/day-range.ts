import { z } from "zod";
import { studioDaySchema } from "./date-inputs.ts";
import { writtenDate } from "./studio-time.ts";

/** A range of studio days, `from` to `to` inclusive, at most `maxDays` long (admin filters). */
export function dayRangeSchema(maxDays: number) {
  return z
    .strictObject({ from: studioDaySchema, to: studioDaySchema })
    .refine((range) => range.to >= range.from, {
      message: "The end date must not be before the start date.",
    })
    .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= maxDays * 86_400_000, {
      message: `Please choose at most ${maxDays} days at a time.`,
    });
}

/** Every day from `from` to `to` (YYYY-MM-DD, inclusive), as calendar dates. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); ) {
    days.push(writtenDate(time));
    time += 86_400_000;
  }
  return days;
}

/** The calendar day `days` after a YYYY-MM-DD day (a date, not an instant: no zone involved). */
export function addDaysToDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return writtenDate(Date.UTC(year!, month! - 1, date! + days));
}

/** The Monday of the week a YYYY-MM-DD day is in: the studio's weeks run Monday to Sunday. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysToDay(day, -((weekday + 6) % 7));
}
