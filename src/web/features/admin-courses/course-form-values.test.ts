import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { END_AFTER_START_MESSAGE } from "../../../shared/courses.ts";
import {
  type CourseFormValues,
  checkClassUpdate,
  checkNewClass,
  courseFormValues,
  EMPTY_COURSE_FORM,
  startInputMinimum,
  withStart,
} from "./course-form-values.ts";
import { fromStudioDateTimeInput, toStudioDateTimeInput } from "./studio-date-time-input.ts";

const KL = "Asia/Kuala_Lumpur";
// 08:05 in Kuala Lumpur on 1 Dec 2026; still 30 Nov in Los Angeles, where vitest runs.
const now = new Date("2026-12-01T00:05:00Z");
const TUTOR = "0b5c3f8e-4a6d-4f8e-9a1b-2c3d4e5f6a7b";

const filled: CourseFormValues = {
  title: "  Sunrise Hatha ",
  courseType: "Hatha Yoga",
  startsAt: "2026-12-02T07:30",
  endsAt: "2026-12-02T08:30",
  tutorId: TUTOR,
  totalSlots: "12",
  credits: "2",
  isPrivate: false,
  repeatWeeks: 4,
};

describe("the start and end inputs", () => {
  it("start no earlier than the next 15-minute mark, on the studio's clock", () => {
    expect(startInputMinimum(now, KL)).toBe("2026-12-01T08:15");
    expect(startInputMinimum(new Date("2026-12-01T00:15:00Z"), KL)).toBe("2026-12-01T08:15");
  });

  it("fill an empty end with the start plus one hour", () => {
    const next = withStart(EMPTY_COURSE_FORM, "2026-12-02T23:30", KL);
    expect(next.startsAt).toBe("2026-12-02T23:30");
    expect(next.endsAt).toBe("2026-12-03T00:30");
  });

  it("leave an end the admin chose before any start", () => {
    const values = { ...EMPTY_COURSE_FORM, endsAt: "2026-12-02T09:45" };
    expect(withStart(values, "2026-12-02T07:30", KL).endsAt).toBe("2026-12-02T09:45");
  });

  it("keep any class's length wherever its start is moved", () => {
    const minute = 60_000;
    const base = new Date("2026-12-01T00:00:00Z").getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        fc.integer({ min: 15, max: 6 * 60 }),
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        (from, length, to) => {
          const input = (minutes: number) =>
            toStudioDateTimeInput(new Date(base + minutes * minute), KL);
          const values = {
            ...EMPTY_COURSE_FORM,
            startsAt: input(from),
            endsAt: input(from + length),
          };
          const moved = withStart(values, input(to), KL);
          const start = fromStudioDateTimeInput(moved.startsAt, KL)!.getTime();
          const end = fromStudioDateTimeInput(moved.endsAt, KL)!.getTime();
          expect(end - start).toBe(length * minute);
        },
      ),
    );
  });

  it("move the end with a new start, keeping the class's length", () => {
    const values = {
      ...EMPTY_COURSE_FORM,
      startsAt: "2026-12-02T07:30",
      endsAt: "2026-12-02T08:45",
    };
    expect(withStart(values, "2026-12-03T18:00", KL)).toMatchObject({
      startsAt: "2026-12-03T18:00",
      endsAt: "2026-12-03T19:15",
    });
  });

  it("leave the end empty while the start is incomplete", () => {
    expect(withStart(EMPTY_COURSE_FORM, "", KL).endsAt).toBe("");
  });
});

describe("Add Class", () => {
  it("sends the class in studio time, trimmed, with its repetition", () => {
    const result = checkNewClass(filled, { now, timeZone: KL });
    expect(result).toEqual({
      ok: true,
      data: {
        title: "Sunrise Hatha",
        courseType: "Hatha Yoga",
        startsAt: new Date("2026-12-01T23:30:00Z"),
        endsAt: new Date("2026-12-02T00:30:00Z"),
        tutorId: TUTOR,
        totalSlots: 12,
        credits: 2,
        isPrivate: false,
        repeatWeeks: 4,
      },
    });
  });

  it("names every required field that is missing", () => {
    const result = checkNewClass(EMPTY_COURSE_FORM, { now, timeZone: KL });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "Title is required",
        courseType: "Class type is required",
        startsAt: "Start is required",
        endsAt: "End is required",
        tutorId: "Instructor is required",
        totalSlots: "Total slots is required",
        credits: "Credits is required",
      },
    });
  });

  it("wants the end after the start", () => {
    const result = checkNewClass({ ...filled, endsAt: filled.startsAt }, { now, timeZone: KL });
    expect(result).toEqual({ ok: false, errors: { endsAt: END_AFTER_START_MESSAGE } });
  });

  it("wants at least one slot and one credit", () => {
    const result = checkNewClass(
      { ...filled, totalSlots: "0", credits: "0" },
      { now, timeZone: KL },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        totalSlots: "Total slots must be at least 1",
        credits: "Credits must be at least 1",
      },
    });
  });

  it("refuses a start before the next 15-minute mark", () => {
    const result = checkNewClass(
      { ...filled, startsAt: "2026-12-01T08:10", endsAt: "2026-12-01T09:10" },
      { now, timeZone: KL },
    );
    expect(result).toEqual({
      ok: false,
      errors: { startsAt: "Please choose a start at Tue, 1 Dec 2026, 8:15 am or later." },
    });
    expect(
      checkNewClass(
        { ...filled, startsAt: "2026-12-01T08:15", endsAt: "2026-12-01T09:15" },
        { now, timeZone: KL },
      ).ok,
    ).toBe(true);
  });
});

describe("Edit Class", () => {
  const saved = {
    id: "c1",
    title: "Sunrise Hatha",
    courseType: "Hatha Yoga",
    startsAt: "2026-11-30T23:00:00.000Z",
    endsAt: "2026-12-01T01:00:00.000Z",
    tutorId: null,
    totalSlots: 12,
    slotsFilled: 3,
    credits: 2,
    isPrivate: true,
    cancelledAt: null,
    cancellationReason: null,
  };

  it("shows a saved class in studio time, with no tutor when theirs was removed", () => {
    expect(courseFormValues(saved, KL)).toEqual({
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt: "2026-12-01T07:00",
      endsAt: "2026-12-01T09:00",
      tutorId: "",
      totalSlots: "12",
      credits: "2",
      isPrivate: true,
      repeatWeeks: 1,
    });
  });

  it("lets a class under way keep its start, but not move to another past one", () => {
    const values = { ...courseFormValues(saved, KL), tutorId: TUTOR };
    const context = { now, timeZone: KL, savedStart: values.startsAt };
    const kept = checkClassUpdate(values, context);
    expect(kept.ok).toBe(true);
    expect(kept.ok && "repeatWeeks" in kept.data).toBe(false);
    const moved = checkClassUpdate({ ...values, startsAt: "2026-12-01T07:15" }, context);
    expect(moved.ok).toBe(false);
  });
});
