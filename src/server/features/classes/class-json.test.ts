import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLASS_STATUSES } from "../../../shared/availability.ts";
import type { StudioClass, Tutor } from "../../../shared/classes.ts";
import { callerClassJson, isoString, sharedClassJson } from "./class-json.ts";

/** Any text a tutor or an admin could type, quotes, back-slashes, control characters and all. */
const text = fc.string({ unit: "binary", maxLength: 40 });
const count = fc.integer({ min: 0, max: 1000 });

const tutorArbitrary: fc.Arbitrary<Tutor | null> = fc.option(
  fc.record({ id: fc.uuid(), name: text, photoUrl: fc.option(text), bio: text }),
);

const classArbitrary: fc.Arbitrary<StudioClass> = fc.record({
  id: fc.uuid(),
  title: text,
  courseType: text,
  startsAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  endsAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  durationHours: fc.integer({ min: 0, max: 240 }).map((tenths) => tenths / 10),
  credits: count,
  totalSlots: count,
  slotsFilled: count,
  spotsRemaining: count,
  isPrivate: fc.boolean(),
  tutor: tutorArbitrary,
  status: fc.constantFrom(...CLASS_STATUSES),
  bookingId: fc.option(fc.uuid()),
});

describe("a class's JSON, shared part and caller's part", () => {
  it("writes what JSON.stringify writes, field for field and in the same order", () => {
    fc.assert(
      fc.property(classArbitrary, (item) => {
        const { tutor, status, bookingId, ...fields } = item;
        const shared = sharedClassJson({ ...fields, tutorJson: JSON.stringify(tutor) });
        expect(shared + callerClassJson(status, bookingId)).toBe(JSON.stringify(item));
      }),
    );
  });
});

describe("isoString", () => {
  it("is Date#toISOString for whole milliseconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (ms) => {
        expect(isoString(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
    for (const ms of [0, -1, 86_399_999, 86_400_000, Date.UTC(2026, 11, 31, 23, 59, 59, 999)]) {
      expect(isoString(ms)).toBe(new Date(ms).toISOString());
    }
  });
});
