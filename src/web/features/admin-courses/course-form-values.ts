import type { z } from "zod";
import { DEFAULT_CLASS_LENGTH_MINUTES } from "../../../shared/constants.ts";
import {
  type ClassUpdate,
  classUpdateSchema,
  type NewClass,
  newClassSchema,
  nextQuarterHour,
} from "../../../shared/courses.ts";
import { startMinimumMessage } from "../../../shared/messages.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";
import type { CourseRecord } from "./admin-course.ts";
import { fromStudioDateTimeInput, toStudioDateTimeInput } from "./studio-date-time-input.ts";

/** The Add and Edit Class form as the inputs hold it: text, and times in studio wall-clock time. */
export interface CourseFormValues {
  title: string;
  courseType: string;
  startsAt: string;
  endsAt: string;
  tutorId: string;
  totalSlots: string;
  credits: string;
  isPrivate: boolean;
  /** Add Class only: how many weeks the class runs, on the same weekday and time. */
  repeatWeeks: number;
}

export type CourseField = keyof CourseFormValues;
export type CourseFieldErrors = Partial<Record<CourseField, string>>;

export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: "",
  courseType: "",
  startsAt: "",
  endsAt: "",
  tutorId: "",
  totalSlots: "",
  credits: "",
  isPrivate: false,
  repeatWeeks: 1,
};

/** A saved class, ready to edit. A class whose tutor was deleted has none chosen. */
export function courseFormValues(course: CourseRecord, timeZone: string): CourseFormValues {
  return {
    title: course.title,
    courseType: course.courseType,
    startsAt: toStudioDateTimeInput(course.startsAt, timeZone),
    endsAt: toStudioDateTimeInput(course.endsAt, timeZone),
    tutorId: course.tutorId ?? "",
    totalSlots: String(course.totalSlots),
    credits: String(course.credits),
    isPrivate: course.isPrivate,
    repeatWeeks: 1,
  };
}

/** The start input's minimum (spec §5): the next 15-minute mark, on the studio's clock. */
export function startInputMinimum(now: Date, timeZone: string): string {
  return toStudioDateTimeInput(nextQuarterHour(now), timeZone);
}

/**
 * A new start. An empty end becomes the start plus the default length (spec §5, §9); a class
 * that had both keeps its length, so moving it moves its end too (an end the admin typed before
 * the start is left as it is).
 */
export function withStart(
  values: CourseFormValues,
  startsAt: string,
  timeZone: string,
): CourseFormValues {
  const start = fromStudioDateTimeInput(startsAt, timeZone);
  if (!start) return { ...values, startsAt };
  const before = fromStudioDateTimeInput(values.startsAt, timeZone);
  const end = fromStudioDateTimeInput(values.endsAt, timeZone);
  if (values.endsAt !== "" && !(before && end && end > before)) return { ...values, startsAt };
  const length =
    before && end ? end.getTime() - before.getTime() : DEFAULT_CLASS_LENGTH_MINUTES * 60_000;
  return {
    ...values,
    startsAt,
    endsAt: toStudioDateTimeInput(new Date(start.getTime() + length), timeZone),
  };
}

const whole = (text: string) => (text.trim() === "" ? undefined : Number(text));
const instant = (text: string, timeZone: string) =>
  fromStudioDateTimeInput(text, timeZone)?.toISOString();

/** A form that passed every check, as the API takes it; or each field's first problem. */
export type Checked<T> = CheckResult<T, CourseFieldErrors>;

interface CheckContext {
  now: Date;
  timeZone: string;
}

/**
 * The start minimum, which the schemas cannot know: it depends on the clock. On Edit it applies
 * only to a start the admin changed, so a class already under way can still have its details fixed.
 */
function startTooEarly(
  values: CourseFormValues,
  { now, timeZone }: CheckContext,
  savedStart?: string,
): CourseFieldErrors {
  if (savedStart !== undefined && values.startsAt === savedStart) return {};
  const start = fromStudioDateTimeInput(values.startsAt, timeZone);
  const minimum = nextQuarterHour(now);
  if (!start || start >= minimum) return {};
  return { startsAt: startMinimumMessage(formatStudioDateTime(minimum, timeZone)) };
}

function check<T>(
  schema: z.ZodType<T>,
  input: Record<string, unknown>,
  early: CourseFieldErrors,
): Checked<T> {
  const parsed = schema.safeParse(input);
  const errors = {
    ...early,
    ...(parsed.success ? {} : firstProblemOfEachField<CourseField>(parsed.error)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

function apiFields(values: CourseFormValues, timeZone: string) {
  return {
    title: values.title,
    courseType: values.courseType || undefined,
    startsAt: instant(values.startsAt, timeZone),
    endsAt: instant(values.endsAt, timeZone),
    tutorId: values.tutorId || undefined,
    totalSlots: whole(values.totalSlots),
    credits: whole(values.credits),
    isPrivate: values.isPrivate,
  };
}

/** Add Class: every rule of spec §5, by the schema the server checks with, plus the start minimum. */
export function checkNewClass(values: CourseFormValues, context: CheckContext): Checked<NewClass> {
  return check(
    newClassSchema,
    { ...apiFields(values, context.timeZone), repeatWeeks: values.repeatWeeks },
    startTooEarly(values, context),
  );
}

/** Edit Class: the same rules, the start minimum only for a changed start. */
export function checkClassUpdate(
  values: CourseFormValues,
  context: CheckContext & { savedStart: string },
): Checked<ClassUpdate> {
  return check(
    classUpdateSchema,
    apiFields(values, context.timeZone),
    startTooEarly(values, context, context.savedStart),
  );
}
