import { z } from "zod";
import {
  AUTOCOMPLETE_MAX_SUGGESTIONS,
  BOOKING_PAYMENTS,
  MIN_CLASS_CREDITS,
  MIN_SLOTS,
  START_MINIMUM_ROUNDING_MINUTES,
  YOGA_TYPES,
} from "./constants.ts";
import { instantSchema } from "./date-inputs.ts";
import { deskClassSaleSchema } from "./sales.ts";
import { formatStudioDate, formatStudioTimeRange } from "./studio-format.ts";

export const END_AFTER_START_MESSAGE = "End time must be after start time.";
export const MAX_REPEAT_WEEKS = 12;

const classFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(120, "Please keep the title under 120 characters."),
  courseType: z.enum(YOGA_TYPES, { error: "Class type is required" }),
  startsAt: instantSchema("Start is required"),
  endsAt: instantSchema("End is required"),
  tutorId: z.uuid({ error: "Instructor is required" }),
  totalSlots: z
    .number({ error: "Total slots is required" })
    .int("Total slots must be a whole number")
    .min(MIN_SLOTS, `Total slots must be at least ${MIN_SLOTS}`)
    .max(500, "Total slots must be at most 500"),
  credits: z
    .number({ error: "Credits is required" })
    .int("Credits must be a whole number")
    .min(MIN_CLASS_CREDITS, `Credits must be at least ${MIN_CLASS_CREDITS}`)
    .max(1000, "Credits must be at most 1000"),
  isPrivate: z.boolean({ error: "Private class must be true or false" }).default(false),
};

const endAfterStart = (value: { startsAt: Date; endsAt: Date }) => value.endsAt > value.startsAt;

/** Add Class: the form's fields, plus how many weeks the class repeats on the same weekday. */
export const newClassSchema = z
  .strictObject({
    ...classFields,
    repeatWeeks: z
      .number({ error: "Repeat must be a number of weeks" })
      .int("Repeat must be a whole number of weeks")
      .min(1, "Repeat for 1 to 12 weeks")
      .max(MAX_REPEAT_WEEKS, "Repeat for 1 to 12 weeks")
      .default(1),
  })
  .refine(endAfterStart, { message: END_AFTER_START_MESSAGE, path: ["endsAt"] });
export type NewClass = z.infer<typeof newClassSchema>;

/** Edit Class: the same fields as Add Class, without repetition. */
export const classUpdateSchema = z
  .strictObject(classFields)
  .refine(endAfterStart, { message: END_AFTER_START_MESSAGE, path: ["endsAt"] });
export type ClassUpdate = z.infer<typeof classUpdateSchema>;

/** The studio's reason for a change it makes to students' bookings: said in their e-mails. */
export const studioReasonSchema = z
  .string({ error: "Please give a reason." })
  .trim()
  .min(1, "Please give a reason.")
  .max(500, "The reason must be at most 500 characters.");

/** `POST /api/admin/courses/:id/bookings`: the desk books a student in; on the studio, with why. */
export const deskBookingSchema = z
  .strictObject({
    userId: z.string({ error: "Choose a student." }).trim().min(1, "Choose a student.").max(100),
    payment: z.enum(BOOKING_PAYMENTS, {
      error: `payment must be one of: ${BOOKING_PAYMENTS.join(", ")}`,
    }),
    reason: studioReasonSchema.optional(),
    /** The class's credits bought at the desk first, to book with (payment "credits"). */
    sale: deskClassSaleSchema.optional(),
  })
  .refine((input) => input.payment !== "complimentary" || input.reason !== undefined, {
    message: "Please give a reason.",
    path: ["reason"],
  })
  .refine((input) => input.sale === undefined || input.payment === "credits", {
    message: "Only a place paid with credits is paid for at the desk first.",
    path: ["sale"],
  });
/** As the roster sends it: the sale's amount in ringgit. */
export type DeskBookingInput = z.input<typeof deskBookingSchema>;

/** `GET /api/admin/courses/overlaps`: the class being added or edited, as the form has it. */
export const overlapQuerySchema = z
  .strictObject({
    startsAt: instantSchema("startsAt must be a date and time with its offset"),
    endsAt: instantSchema("endsAt must be a date and time with its offset"),
    tutorId: z.uuid({ error: "tutorId must be a tutor's id" }).optional(),
    repeatWeeks: z.coerce
      .number({ error: "repeatWeeks must be a whole number" })
      .int("repeatWeeks must be a whole number")
      .min(1, `repeatWeeks must be between 1 and ${MAX_REPEAT_WEEKS}`)
      .max(MAX_REPEAT_WEEKS, `repeatWeeks must be between 1 and ${MAX_REPEAT_WEEKS}`)
      .default(1),
    excludeId: z.uuid({ error: "excludeId must be a class's id" }).optional(),
  })
  .refine((query) => query.endsAt > query.startsAt, END_AFTER_START_MESSAGE);

/** A class that overlaps another in time, as the overlap warning names it. */
export interface OverlappingClass {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  tutorName: string | null;
}

/** `GET /api/admin/courses/overlaps`: in the studio's one room, and of the same tutor. */
export interface ClassOverlaps {
  room: OverlappingClass[];
  tutor: OverlappingClass[];
}

/** `POST /api/admin/bookings/:id/cancel`: the desk cancels a student's booking. */
export const studioBookingCancellationSchema = z.strictObject({
  refund: z.boolean({ error: "refund must be true or false" }),
  reason: studioReasonSchema,
});

/** `POST /api/admin/courses/:id/cancel`. */
export const classCancellationSchema = z.strictObject({ reason: studioReasonSchema });

/** The start input's minimum: now rounded up to the next 15-minute mark (spec §5). */
export function nextQuarterHour(now: Date): Date {
  const step = START_MINIMUM_ROUNDING_MINUTES * 60_000;
  return new Date(Math.ceil(now.getTime() / step) * step);
}

/**
 * Title suggestions (spec §5): distinct existing titles containing the typed text, titles that
 * start with it first, each group sorted, at most 10.
 */
export function suggestTitles(titles: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  const distinct = [...new Set(titles)].sort((a, b) => a.localeCompare(b));
  const matching = distinct.filter((title) => title.toLowerCase().includes(needle));
  const startsWith = matching.filter((title) => title.toLowerCase().startsWith(needle));
  const contains = matching.filter((title) => !title.toLowerCase().startsWith(needle));
  return [...startsWith, ...contains].slice(0, AUTOCOMPLETE_MAX_SUGGESTIONS);
}

/** A class as its booked students know it: when, and with whom. */
export interface ClassSchedule {
  startsAt: Date;
  endsAt: Date;
  tutorName: string | null;
}

/**
 * What an edit changed of a class's time or teacher, one line each ("When: old → new", in studio
 * time), for the e-mail to its booked students; empty when neither changed.
 */
export function describeClassChanges(
  before: ClassSchedule,
  after: ClassSchedule,
  timeZone: string,
): string[] {
  const when = ({ startsAt, endsAt }: ClassSchedule) =>
    `${formatStudioDate(startsAt, timeZone)}, ${formatStudioTimeRange(startsAt, endsAt, timeZone)}`;
  const teacher = ({ tutorName }: ClassSchedule) => tutorName ?? "to be announced";
  const changes: string[] = [];
  if (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime()
  ) {
    changes.push(`When: ${when(before)} → ${when(after)}`);
  }
  if (before.tutorName !== after.tutorName) {
    changes.push(`Teacher: ${teacher(before)} → ${teacher(after)}`);
  }
  return changes;
}
