import { z } from "zod";

/**
 * The years a date sent to the studio may fall in. Far wider than any timetable, report or filter
 * needs, and narrow enough that every date is one both databases (and date-fns) handle alike.
 */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2100;
const YEAR_RANGE_MESSAGE = `Please give a date between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

const inYearRange = (year: number) => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** An instant as ISO 8601 with its offset (2026-12-01T07:00:00+08:00), read as a Date. */
export const instantSchema = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .transform((value) => new Date(value))
    .refine((date) => inYearRange(date.getUTCFullYear()), { error: YEAR_RANGE_MESSAGE });

/** A studio day, as the admin date filters send it: YYYY-MM-DD. */
export const studioDaySchema = z.iso
  .date({ error: "Please give a date as YYYY-MM-DD" })
  .refine((day) => inYearRange(Number(day.slice(0, 4))), { error: YEAR_RANGE_MESSAGE });
