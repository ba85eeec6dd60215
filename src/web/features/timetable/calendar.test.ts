import { describe, expect, it } from "vitest";
import type { StudioClass } from "../../../shared/classes.ts";
import { toStudioDateInput } from "../../../shared/studio-format.ts";
import {
  activeFilterCount,
  classCountLabel,
  classesRange,
  compareMonths,
  daysWithClasses,
  filterClasses,
  firstQualifyingDay,
  groupByDay,
  isFiltering,
  searchCountLabel,
  shiftMonth,
  stripDays,
  studioMonthOf,
} from "./calendar.ts";

const KL = "Asia/Kuala_Lumpur";

function studioClass(overrides: Partial<StudioClass>): StudioClass {
  return {
    id: crypto.randomUUID(),
    title: "Sunrise Hatha",
    courseType: "Hatha Yoga",
    startsAt: "2026-12-08T00:30:00.000Z",
    endsAt: "2026-12-08T01:30:00.000Z",
    durationHours: 1,
    credits: 2,
    totalSlots: 12,
    slotsFilled: 3,
    spotsRemaining: 9,
    isPrivate: false,
    tutor: { id: "t-aisyah", name: "Aisyah Rahman", photoUrl: null, bio: "" },
    status: "available",
    bookingId: null,
    ...overrides,
  };
}

describe("the studio day of an instant, the strip's key", () => {
  it("names the day in studio time, not in the machine's zone (vitest runs in Los Angeles)", () => {
    // 20:30 on 7 Dec in UTC and Los Angeles is already 8 Dec in Kuala Lumpur.
    expect(toStudioDateInput("2026-12-07T20:30:00Z", KL)).toBe("2026-12-08");
    expect(toStudioDateInput("2026-12-07T15:59:59Z", KL)).toBe("2026-12-07");
    expect(toStudioDateInput("2026-12-07T16:00:00Z", KL)).toBe("2026-12-08");
  });
});

describe("months", () => {
  it("finds the studio-time month and steps across years", () => {
    expect(studioMonthOf(new Date("2026-11-30T16:30:00Z"), KL)).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(compareMonths({ year: 2027, month: 0 }, { year: 2026, month: 11 })).toBeGreaterThan(0);
  });
});

describe("stripDays", () => {
  // 21 Nov 2026, 14:51 in Kuala Lumpur (still 20 Nov in Los Angeles).
  const now = new Date("2026-11-21T06:51:00Z");

  it("offers today to the month's end when that is 14 days or more ahead", () => {
    const early = new Date("2026-11-05T06:51:00Z"); // 5 Nov in Kuala Lumpur
    const days = stripDays({ year: 2026, month: 10 }, early, KL);
    expect(days.map((day) => day.key)).toEqual(
      Array.from({ length: 26 }, (_, index) => `2026-11-${String(5 + index).padStart(2, "0")}`),
    );
  });

  it("reaches 14 days ahead across the month's end", () => {
    const days = stripDays({ year: 2026, month: 10 }, now, KL);
    expect(days).toHaveLength(15);
    expect(days[0]).toMatchObject({ key: "2026-11-21", isToday: true });
    expect(days[0]!.start.toISOString()).toBe("2026-11-20T16:00:00.000Z");
    expect(days[9]!.key).toBe("2026-11-30");
    expect(days[10]!.key).toBe("2026-12-01");
    expect(days.at(-1)!.key).toBe("2026-12-05");
    expect(days.slice(1).every((day) => !day.isToday)).toBe(true);
    // And across the year's end.
    const newYear = stripDays({ year: 2026, month: 11 }, new Date("2026-12-24T02:00:00Z"), KL);
    expect(newYear.map((day) => day.key).slice(7, 10)).toEqual([
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(newYear.at(-1)!.key).toBe("2027-01-07");
  });

  it("offers a later month from its 1st, and nothing for a month already over", () => {
    const december = stripDays({ year: 2026, month: 11 }, now, KL);
    expect(december).toHaveLength(31);
    expect(december[0]!.key).toBe("2026-12-01");
    expect(december.at(-1)!.key).toBe("2026-12-31");
    expect(stripDays({ year: 2027, month: 1 }, now, KL)).toHaveLength(28);
    expect(stripDays({ year: 2026, month: 9 }, now, KL)).toEqual([]);
  });

  it("uses the studio's today when the browser's day is different", () => {
    // 23:30 on 30 Nov in Los Angeles is 1 Dec in Kuala Lumpur: November is over.
    const late = new Date("2026-12-01T07:30:00Z");
    expect(stripDays({ year: 2026, month: 10 }, late, KL)).toEqual([]);
    expect(stripDays({ year: 2026, month: 11 }, late, KL)[0]).toMatchObject({
      key: "2026-12-01",
      isToday: true,
    });
  });
});

describe("classesRange", () => {
  const now = new Date("2026-11-21T06:51:00Z");

  it("runs from the beginning of today to the end of the strip's last day", () => {
    const { from, to } = classesRange({ year: 2026, month: 10 }, now, KL);
    expect(from.toISOString()).toBe("2026-11-20T16:00:00.000Z");
    // The strip reaches Sat 5 Dec: its end is the start of 6 Dec in Kuala Lumpur.
    expect(to.toISOString()).toBe("2026-12-05T16:00:00.000Z");
  });

  it("covers a whole later month", () => {
    const { from, to } = classesRange({ year: 2026, month: 11 }, now, KL);
    expect(from.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(to.toISOString()).toBe("2026-12-31T16:00:00.000Z");
  });
});

describe("filterClasses", () => {
  const hatha = studioClass({ title: "Sunrise Hatha" });
  const yin = studioClass({
    title: "Evening Yin",
    tutor: { id: "t-meiling", name: "Mei Ling Wong", photoUrl: null, bio: "" },
  });
  const tba = studioClass({ title: "Sunday Yin & Sound", tutor: null });
  const all = [hatha, yin, tba];

  it("matches the title case-insensitively, anywhere in it", () => {
    expect(filterClasses(all, { search: "YIN", tutorId: "" })).toEqual([yin, tba]);
    expect(filterClasses(all, { search: "  rise ", tutorId: "" })).toEqual([hatha]);
    expect(filterClasses(all, { search: "pilates", tutorId: "" })).toEqual([]);
  });

  it("keeps one instructor's classes, or everyone's", () => {
    expect(filterClasses(all, { search: "", tutorId: "t-meiling" })).toEqual([yin]);
    expect(filterClasses(all, { search: "", tutorId: "" })).toEqual(all);
    expect(filterClasses(all, { search: "sunrise", tutorId: "t-meiling" })).toEqual([]);
  });

  it("knows when a filter is on, and how many", () => {
    expect(isFiltering({ search: " ", tutorId: "" })).toBe(false);
    expect(isFiltering({ search: "yin", tutorId: "" })).toBe(true);
    expect(isFiltering({ search: "", tutorId: "t-meiling" })).toBe(true);
    expect(activeFilterCount({ search: " ", tutorId: "" })).toBe(0);
    expect(activeFilterCount({ search: "yin", tutorId: "t-meiling" })).toBe(2);
  });
});

describe("groupByDay and firstQualifyingDay", () => {
  const now = new Date("2026-11-21T06:51:00Z");
  const days = stripDays({ year: 2026, month: 11 }, now, KL);

  it("groups by studio-time day and picks the first day with a class", () => {
    const early = studioClass({ startsAt: "2026-12-02T23:00:00Z" }); // 3 Dec, 7:00 am in KL
    const later = studioClass({ startsAt: "2026-12-03T11:00:00Z" }); // 3 Dec, 7:00 pm in KL
    const byDay = groupByDay([early, later], KL);
    expect([...byDay.keys()]).toEqual(["2026-12-03"]);
    expect(byDay.get("2026-12-03")).toEqual([early, later]);
    expect(firstQualifyingDay(days, byDay)).toBe("2026-12-03");
  });

  it("falls back to the first offered day when the month has no class", () => {
    expect(firstQualifyingDay(days, new Map())).toBe("2026-12-01");
    expect(firstQualifyingDay([], new Map())).toBeUndefined();
  });
});

describe("daysWithClasses", () => {
  it("lists the strip's days that have classes, in its order", () => {
    const days = stripDays({ year: 2026, month: 10 }, new Date("2026-11-21T06:51:00Z"), KL);
    const inDecember = studioClass({ startsAt: "2026-12-02T23:00:00Z" }); // 3 Dec in KL
    const inNovember = studioClass({ startsAt: "2026-11-22T01:00:00Z" }); // 22 Nov in KL
    const result = daysWithClasses(days, groupByDay([inDecember, inNovember], KL));
    expect(result.map(({ day, classes }) => [day.key, classes])).toEqual([
      ["2026-11-22", [inNovember]],
      ["2026-12-03", [inDecember]],
    ]);
  });
});

describe("classCountLabel", () => {
  it("says how many classes the chosen day has", () => {
    const today = { isToday: true, dayLabel: "Sat 21 Nov", filtering: false };
    expect(classCountLabel(3, today)).toBe("3 classes today");
    expect(classCountLabel(1, today)).toBe("1 class today");
    expect(classCountLabel(0, today)).toBe("0 classes today");
    expect(classCountLabel(2, { isToday: false, dayLabel: "Tue 8 Dec", filtering: false })).toBe(
      "2 classes on Tue 8 Dec",
    );
    expect(classCountLabel(1, { ...today, filtering: true })).toBe("1 matching class today");
  });
});

describe("searchCountLabel", () => {
  it("counts a search's matches over the period shown", () => {
    const period = { search: " flow ", fromLabel: "Sat 21 Nov", toLabel: "Sat 5 Dec" };
    expect(searchCountLabel(4, period)).toBe("4 classes match “flow” from Sat 21 Nov to Sat 5 Dec");
    expect(searchCountLabel(1, period)).toBe("1 class matches “flow” from Sat 21 Nov to Sat 5 Dec");
  });
});
