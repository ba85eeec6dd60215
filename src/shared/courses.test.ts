import { describe, expect, it } from "vitest";
import {
  END_AFTER_START_MESSAGE,
  newClassSchema,
  nextQuarterHour,
  suggestTitles,
} from "./courses.ts";

describe("the start minimum", () => {
  it("rounds up to the next 15-minute mark", () => {
    expect(nextQuarterHour(new Date("2026-12-01T01:01:30Z")).toISOString()).toBe(
      "2026-12-01T01:15:00.000Z",
    );
    expect(nextQuarterHour(new Date("2026-12-01T01:15:00Z")).toISOString()).toBe(
      "2026-12-01T01:15:00.000Z",
    );
    expect(nextQuarterHour(new Date("2026-12-01T01:45:01Z")).toISOString()).toBe(
      "2026-12-01T02:00:00.000Z",
    );
  });
});

describe("title suggestions", () => {
  const titles = [
    "Yin Flow",
    "Sunrise Hatha",
    "Flow & Restore",
    "Power Flow",
    "Sunrise Hatha",
    "Slow Flow",
  ];

  it("puts titles that start with the text first, each group sorted, without repeats", () => {
    expect(suggestTitles(titles, "flow")).toEqual([
      "Flow & Restore",
      "Power Flow",
      "Slow Flow",
      "Yin Flow",
    ]);
    expect(suggestTitles(titles, "sun")).toEqual(["Sunrise Hatha"]);
  });

  it("shows at most 10, and nothing when nothing matches", () => {
    const many = Array.from(
      { length: 15 },
      (_, index) => `Class ${String(index).padStart(2, "0")}`,
    );
    expect(suggestTitles(many, "class")).toHaveLength(10);
    expect(suggestTitles(titles, "pilates")).toEqual([]);
  });
});

describe("the class form rules", () => {
  const valid = {
    title: "Sunrise Hatha",
    courseType: "Hatha Yoga",
    startsAt: "2026-12-01T07:30:00+08:00",
    endsAt: "2026-12-01T08:30:00+08:00",
    tutorId: "0b0f4a1e-3c55-4a43-9a61-3f7f6f0d9a11",
    totalSlots: 12,
    credits: 2,
  };

  it("accepts a complete class, private off and one week by default", () => {
    expect(newClassSchema.parse(valid)).toMatchObject({ isPrivate: false, repeatWeeks: 1 });
  });

  it("needs the end after the start", () => {
    const result = newClassSchema.safeParse({ ...valid, endsAt: valid.startsAt });
    expect(result.error?.issues[0]?.message).toBe(END_AFTER_START_MESSAGE);
  });

  it.each([
    [{ title: "  " }, "Title is required"],
    [{ courseType: "Pilates" }, "Class type is required"],
    [{ totalSlots: 0 }, "Total slots must be at least 1"],
    [{ credits: 0 }, "Credits must be at least 1"],
    [{ credits: 1.5 }, "Credits must be a whole number"],
    [{ repeatWeeks: 13 }, "Repeat for 1 to 12 weeks"],
  ])("refuses %o", (change, message) => {
    expect(newClassSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(
      message,
    );
  });
});
