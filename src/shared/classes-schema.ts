import { z } from "zod";
import { instantSchema } from "./date-inputs.ts";

/*
 * The checks of the timetable's and booking's input, apart from classes.ts: the timetable page
 * reads the classes but never checks them, and zod is a large part of its start on a slow phone
 * (issue #25).
 */

export const MAX_CLASS_RANGE_DAYS = 93;

const instant = (name: string) =>
  instantSchema(`${name} must be a date and time such as 2026-12-01T00:00:00+08:00`).optional();

export const classRangeQuerySchema = z.strictObject({ from: instant("from"), to: instant("to") });

export const bookClassSchema = z.strictObject({
  courseId: z.uuid({ error: "courseId must be the id of a class" }),
});
