import fc from "fast-check";
import { type BookingPolicies, DEFAULT_BOOKING_POLICIES } from "../../shared/settings.ts";

/**
 * Any booking policies an owner may save, the spec's defaults among them. The cancellation
 * deadline stays within a day, so no horizon (a day or more) conflicts with it.
 */
export const bookingPoliciesArbitrary: fc.Arbitrary<BookingPolicies> = fc.oneof(
  fc.constant(DEFAULT_BOOKING_POLICIES),
  fc.record({
    bookingClosesMinutesBefore: fc.integer({ min: 0, max: 7 * 24 * 60 }),
    bookingHorizonDays: fc.option(fc.integer({ min: 1, max: 365 }), { nil: null }),
    cancellationDeadlineMinutes: fc.integer({ min: 0, max: 24 * 60 }),
    lateCancellation: fc.constantFrom("refuse" as const, "forfeit" as const),
    freeTrialOffered: fc.boolean(),
    freeTrialCredits: fc.integer({ min: 1, max: 1000 }),
    noShowFeeCredits: fc.integer({ min: 0, max: 100 }),
    usualClassCredits: fc.integer({ min: 1, max: 100 }),
    waitlistCutoffMinutes: fc.option(fc.integer({ min: 0, max: 7 * 24 * 60 }), { nil: null }),
    reminderLeadHours: fc.integer({ min: 1, max: 7 * 24 }),
    attendanceOpensMinutesBefore: fc.integer({ min: 0, max: 24 * 60 }),
  }),
);
