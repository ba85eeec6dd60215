import { describe, expect, it } from "vitest";
import {
  type CoverageInput,
  isExpiringSoon,
  subscriptionCovers,
  subscriptionStatus,
} from "./subscription.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const DAY = 86_400_000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

describe("subscription status", () => {
  it("is Active while valid and switched on, Expired otherwise", () => {
    expect(subscriptionStatus({ validUntil: days(1), isActive: true }, NOW)).toBe("Active");
    expect(subscriptionStatus({ validUntil: NOW, isActive: true }, NOW)).toBe("Expired");
    expect(subscriptionStatus({ validUntil: days(10), isActive: false }, NOW)).toBe("Expired");
  });

  it("is expiring soon within 20 days", () => {
    expect(isExpiringSoon({ validUntil: days(20), isActive: true }, NOW)).toBe(true);
    expect(isExpiringSoon({ validUntil: days(21), isActive: true }, NOW)).toBe(false);
    expect(isExpiringSoon({ validUntil: days(-1), isActive: true }, NOW)).toBe(false);
  });
});

describe("subscription coverage", () => {
  const covered: CoverageInput = {
    course: { isPrivate: false, courseType: "Hatha Yoga", startsAt: days(3) },
    subscription: { validUntil: days(30), isActive: true },
    plan: { validYogaTypes: ["Hatha Yoga", "Yin Yoga"], maxClassesPerMonth: 8 },
    usedInClassMonth: 7,
  };

  it("covers a class of its types, while valid, under the monthly cap", () => {
    expect(subscriptionCovers(covered, NOW)).toBe(true);
  });

  it("never covers a private class", () => {
    expect(
      subscriptionCovers({ ...covered, course: { ...covered.course, isPrivate: true } }, NOW),
    ).toBe(false);
  });

  it("covers only the package's yoga types, or every type when none is listed", () => {
    const power = { ...covered, course: { ...covered.course, courseType: "Power Yoga" } };
    expect(subscriptionCovers(power, NOW)).toBe(false);
    expect(subscriptionCovers({ ...power, plan: { ...power.plan, validYogaTypes: [] } }, NOW)).toBe(
      true,
    );
  });

  it("does not cover a class that starts after the subscription ends", () => {
    const late = { ...covered, course: { ...covered.course, startsAt: days(30) } };
    expect(subscriptionCovers(late, NOW)).toBe(false);
  });

  it("stops at the monthly cap, and 999 means unlimited", () => {
    expect(subscriptionCovers({ ...covered, usedInClassMonth: 8 }, NOW)).toBe(false);
    const unlimited = {
      ...covered,
      usedInClassMonth: 500,
      plan: { ...covered.plan, maxClassesPerMonth: 999 },
    };
    expect(subscriptionCovers(unlimited, NOW)).toBe(true);
  });

  it("does not cover with an expired or switched-off subscription", () => {
    expect(
      subscriptionCovers(
        { ...covered, subscription: { validUntil: days(30), isActive: false } },
        NOW,
      ),
    ).toBe(false);
  });
});
