import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StudioClass } from "../../../shared/classes.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { bookingPoliciesArbitrary as policiesArbitrary } from "../../testing/booking-policies-arbitrary.ts";
import { sharedClassJson } from "./class-json.ts";
import {
  type OwnBookings,
  type TimetableClass,
  timetableBytes,
  withOwnBookings,
} from "./list-classes.ts";

const NOW = new Date("2026-12-01T01:00:00Z");

const HOUR = 3_600_000;

/** Titles in any script, so that characters and bytes differ in number. */
const title = fc.string({ unit: "grapheme", maxLength: 30 });

const classArbitrary: fc.Arbitrary<TimetableClass> = fc
  .record({
    id: fc.uuid(),
    title,
    startsInHours: fc.integer({ min: -48, max: 24 * 30 }),
    totalSlots: fc.integer({ min: 1, max: 20 }),
    slotsFilled: fc.integer({ min: 0, max: 20 }),
    cancelled: fc.boolean(),
  })
  .map(({ id, title, startsInHours, totalSlots, slotsFilled, cancelled }) => {
    const startsAt = new Date(NOW.getTime() + startsInHours * HOUR);
    const endsAt = new Date(startsAt.getTime() + HOUR);
    const sharedJson = sharedClassJson({
      id,
      title,
      courseType: "Hatha Yoga",
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      durationHours: 1,
      credits: 2,
      totalSlots,
      slotsFilled,
      spotsRemaining: Math.max(0, totalSlots - slotsFilled),
      isPrivate: false,
      tutorJson: JSON.stringify({ id, name: title, photoUrl: null, bio: "Teaches, ☀ & 早安." }),
    });
    return { id, sharedJson, startsAt, endsAt, totalSlots, slotsFilled, cancelled };
  });

/** Classes, and the student's bookings of some of those not cancelled (a cancelled one has none). */
const timetableWithBookings = fc
  .uniqueArray(classArbitrary, { selector: (item) => item.id, maxLength: 25 })
  .chain((classes) =>
    fc.tuple(
      fc.constant(classes),
      fc
        .subarray(classes.filter((item) => !item.cancelled))
        .chain((booked) =>
          fc.tuple(
            ...booked.map((item) =>
              fc.record({ courseId: fc.constant(item.id), id: fc.uuid(), attended: fc.boolean() }),
            ),
          ),
        ),
    ),
  );

describe("a signed-in student's timetable", () => {
  it("is the shared answer with exactly their booked classes written anew", () => {
    fc.assert(
      fc.property(timetableWithBookings, policiesArbitrary, ([classes, bookings], policies) => {
        const own: OwnBookings = new Map(bookings.map((booking) => [booking.courseId, booking]));
        const base = timetableBytes(classes, true, NOW, policies);
        const shared = JSON.parse(base.body.toString()) as StudioClass[];
        const theirs = JSON.parse(
          withOwnBookings(base, classes, own, NOW, policies).toString(),
        ) as StudioClass[];

        expect(theirs).toHaveLength(classes.length);
        theirs.forEach((item, index) => {
          const booking = own.get(item.id);
          if (classes[index]!.cancelled) expect(item.status).toBe("cancelled");
          if (!booking) {
            expect(item).toEqual(shared[index]);
            return;
          }
          const ended = classes[index]!.endsAt <= NOW;
          expect(item).toEqual({
            ...shared[index],
            status: booking.attended && ended ? "attended" : "already_booked",
            bookingId: booking.id,
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it("shows a visitor Login Required where a student may book", () => {
    const [open] = fc.sample(classArbitrary, { numRuns: 1, seed: 7 });
    const item = {
      ...open!,
      startsAt: new Date(NOW.getTime() + 24 * HOUR),
      slotsFilled: 0,
      cancelled: false,
    };
    const status = (signedIn: boolean) =>
      (
        JSON.parse(
          timetableBytes([item], signedIn, NOW, DEFAULT_BOOKING_POLICIES).body.toString(),
        ) as StudioClass[]
      )[0]!.status;
    expect([status(false), status(true)]).toEqual(["unavailable", "available"]);
  });
});
