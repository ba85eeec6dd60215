import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RechargeResult } from "../../../shared/sales.ts";
import { createCourse } from "../../db/factories.ts";
import { creditBatch, creditEntry } from "../../db/schema/credits.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenBatchInvariants, brokenInvariants } from "../../testing/invariants.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import { signedInStudent } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { expireCredits } from "./expire-credits.ts";
import { queueExpiryWarnings } from "./queue-expiry-warnings.ts";

/** 10:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T02:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

type Student = Awaited<ReturnType<typeof signedInStudent>>;

describe.each(testDatabases())("credit expiry on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, { now: clock.now, tutor: { name: "Devi", bio: "Hatha." } });
  let names = 0;

  async function sellPack(student: Student, credits: number, validityDays: number | null) {
    const created = await studio.admin.post("/api/admin/credit-packs", {
      name: `Expiring Pack ${++names}`,
      credits,
      priceRm: credits * 18,
      validityDays,
      onSale: true,
    });
    const { pack } = await created.json();
    const sold = await studio.admin.post("/api/admin/recharge", {
      userId: student.userId,
      packId: pack.id,
      paid: credits * 18,
      paymentMethod: "Cash",
    });
    expect(sold.status).toBe(200);
    return ((await sold.json()) as RechargeResult).receipt.id;
  }

  const batchOf = async (saleId: string) =>
    (
      await studio.testApp.deps.db.select().from(creditBatch).where(eq(creditBatch.saleId, saleId))
    )[0]!;

  const aClass = (startsAt: Date, credits: number) =>
    createCourse(studio.testApp.deps.db, {
      title: `Hatha ${++names}`,
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      tutorId: studio.tutorId,
      totalSlots: 20,
      credits,
    });

  const book = (student: Student, courseId: string) =>
    student.client.post("/api/bookings", { courseId });

  const healthy = async () => {
    expect(await brokenInvariants(studio.testApp.deps.db)).toEqual({ balances: [], classes: [] });
    const batches = await brokenBatchInvariants(studio.testApp.deps.db, new Date(0));
    expect({ entries: batches.entries, batches: batches.batches }).toEqual({
      entries: [],
      batches: [],
    });
  };

  it("spends the credits that expire soonest, and returns a cancel's credits to their batch", async () => {
    clock.set(NOW);
    const student = await signedInStudent(studio.testApp);
    const month = await sellPack(student, 5, 30);
    const week = await sellPack(student, 3, 7);
    const forever = await sellPack(student, 2, null);
    const item = await aClass(at(2), 4);

    const booked = await book(student, item.id);
    expect(booked.status).toBe(201);
    expect((await batchOf(week)).remaining).toBe(0);
    expect((await batchOf(month)).remaining).toBe(4);
    expect((await batchOf(forever)).remaining).toBe(2);

    const { bookingId } = await booked.json();
    expect((await student.client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    expect((await batchOf(week)).remaining).toBe(3);
    expect((await batchOf(month)).remaining).toBe(5);
    await healthy();
  });

  it("pays for a class only with credits still valid on its day, and says so", async () => {
    clock.set(NOW);
    const student = await signedInStudent(studio.testApp);
    await sellPack(student, 5, 7);
    await sellPack(student, 1, null);
    const later = await aClass(at(10), 3);
    await refused(
      await book(student, later.id),
      409,
      "Some of your credits expire before this class starts: 1 credit will still be valid then, and it costs 3 credits.",
    );
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(6);
    expect((await book(student, (await aClass(at(3), 3)).id)).status).toBe(201);
    await healthy();
  });

  it("expires what is left at the end of the validity, once, whoever runs it", async () => {
    clock.set(NOW);
    const student = await signedInStudent(studio.testApp);
    const week = await sellPack(student, 4, 7);
    await sellPack(student, 2, null);
    expect((await book(student, (await aClass(at(2), 1)).id)).status).toBe(201);

    // Good through Monday 7 December: still there at 23:59 studio time, gone at midnight.
    clock.set(new Date("2026-12-07T15:59:00Z"));
    expect(await expireCredits(studio.testApp.deps.db, clock.now())).toBe(0);
    clock.set(new Date("2026-12-07T16:00:00Z"));
    const [one, two] = await Promise.all([
      expireCredits(studio.testApp.deps.db, clock.now()),
      expireCredits(studio.testApp.deps.db, clock.now()),
    ]);
    expect(one + two).toBeGreaterThanOrEqual(3);
    expect(await expireCredits(studio.testApp.deps.db, clock.now())).toBe(0);

    expect((await batchOf(week)).remaining).toBe(0);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(2);
    const expiries = await studio.testApp.deps.db
      .select()
      .from(creditEntry)
      .where(and(eq(creditEntry.userId, student.userId), eq(creditEntry.reason, "credit_expiry")));
    expect(expiries.map((entry) => entry.delta)).toEqual([-3]);
    const history = await (await student.client.get("/api/me/credits")).json();
    expect(history).toMatchObject({ current: 2, totalExpired: 3, expiring: [] });
    expect(history.entries[0]).toMatchObject({ description: "Credits expired", amount: 3 });
    await healthy();
  });

  it("lets a booking expire what is due before it spends, when the job has not run yet", async () => {
    clock.set(NOW);
    const student = await signedInStudent(studio.testApp);
    await sellPack(student, 3, 1);
    await sellPack(student, 1, null);
    clock.set(at(1.5));
    const item = await aClass(at(3), 2);
    await refused(
      await book(student, item.id),
      409,
      "You need at least 2 credits to book this class.",
    );
    // The refusal rolled back with its transaction; the job then expires the credits for good.
    expect(await expireCredits(studio.testApp.deps.db, clock.now())).toBe(3);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(1);
    await healthy();
  });

  it("keeps balance = ledger = batches when expiry races twenty bookings", async () => {
    clock.set(NOW);
    const students = await Promise.all(
      Array.from({ length: 10 }, () => signedInStudent(studio.testApp)),
    );
    for (const student of students) {
      await sellPack(student, 2, 1);
      await sellPack(student, 1, null);
    }
    const item = await aClass(at(4), 1);
    const other = await aClass(at(5), 1);
    clock.set(new Date("2026-12-01T16:00:00Z"));
    await Promise.all([
      ...students.flatMap((student) => [book(student, item.id), book(student, other.id)]),
      expireCredits(studio.testApp.deps.db, clock.now()),
      expireCredits(studio.testApp.deps.db, clock.now()),
    ]);
    await expireCredits(studio.testApp.deps.db, clock.now());
    await healthy();
    expect(await brokenBatchInvariants(studio.testApp.deps.db, clock.now())).toEqual({
      entries: [],
      batches: [],
      unexpired: [],
    });
    // Each student had one credit that outlived the day: one of the two classes, not both.
    for (const student of students) {
      expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);
    }
  });

  it("warns a week ahead, once, and not for credits bought with less than a week to run", async () => {
    clock.set(NOW);
    const student = await signedInStudent(studio.testApp);
    await sellPack(student, 4, 30);
    await sellPack(student, 2, 5);
    const warn = async () =>
      queueExpiryWarnings(studio.testApp.deps.db, {
        now: clock.now(),
        mail: await bookingMailContext(studio.testApp.deps),
      });
    const warningsTo = () =>
      studio.testApp.deps.db
        .select()
        .from(queuedMail)
        .where(and(eq(queuedMail.to, student.email), like(queuedMail.subject, "Your %expire%")));

    await warn();
    expect(await warningsTo()).toEqual([]);
    clock.set(at(23.5));
    const [one, two] = await Promise.all([warn(), warn()]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    await warn();
    const warnings = await warningsTo();
    expect(warnings.map((mail) => mail.subject)).toEqual([
      "Your 4 credits expire at the end of Wed, 30 Dec 2026",
    ]);
    expect(warnings[0]!.text).toContain("Book a class before then so they are not lost");
  });
});
