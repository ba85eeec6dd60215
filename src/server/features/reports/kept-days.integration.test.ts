import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBetween } from "../../../shared/day-range.ts";
import type { SalesReport } from "../../../shared/reports.ts";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import { queryRows } from "../../db/client.ts";
import { createCourse, createCreditBooking, createTutor } from "../../db/factories.ts";
import { booking } from "../../db/schema/courses.ts";
import { reportDay } from "../../db/schema/reports.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { createSalesReports } from "./get-sales-report.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = "Asia/Kuala_Lumpur";
const studioDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, dateStyle: "short" }).format(instant);

describe.each(testDatabases())("the report's kept days on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let studentId: string;
  let tutorId: string;
  let oldBookingId: string;
  const now = new Date();
  // Over a month and a half: the days are counted and kept a month at a time.
  const from = studioDay(new Date(now.getTime() - 45 * DAY));
  const to = studioDay(new Date(now.getTime() + DAY));
  // Noon in the studio, so that an hour either side is the same studio day.
  const tenDaysAgo = new Date(
    studioDayBounds(studioDay(new Date(now.getTime() - 10 * DAY)), ZONE).start.getTime() +
      12 * HOUR,
  );
  const clock = testClock(now);
  /** The range's days that are over two days ago: those the report keeps. */
  const keptDays = daysBetween(from, to).filter(
    (day) => studioDayBounds(day, ZONE).end.getTime() <= now.getTime() - 2 * DAY,
  );

  const report = async () => {
    const response = await admin.get(`/api/admin/reports?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SalesReport;
  };
  /** The report as counted from the studio's rows alone, nothing kept. */
  const countedAfresh = async () => {
    await testApp.deps.db.delete(reportDay);
    return report();
  };
  const keptStarts = async () =>
    (await testApp.deps.db.select({ startsAt: reportDay.startsAt }).from(reportDay))
      .map((row) => row.startsAt.getTime())
      .sort((a, b) => a - b);
  const purchase = (credits: number, createdAt: Date) =>
    testApp.deps.db.transaction((tx) =>
      appendCreditEntry(
        tx,
        {
          userId: studentId,
          delta: credits,
          reason: "credit_purchase",
          paymentMethod: "Cash",
        },
        { now: createdAt },
      ),
    );

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    const { db } = testApp.deps;
    admin = (await signedInAdmin(testApp)).client;
    const student = await signedInStudent(testApp);
    studentId = student.userId;
    await purchase(12, tenDaysAgo);
    // A sale at the desk ten days ago, on the app's clock: a line of the transaction list.
    clock.set(tenDaysAgo);
    const sold = await admin.post("/api/admin/recharge", {
      userId: studentId,
      amount: 3,
      paymentMethod: "QR Pay",
      paid: "45.00",
    });
    expect(sold.status).toBe(200);
    clock.set(now);
    const tutor = await createTutor(db, { name: "Priya Nair", bio: "Hatha." });
    tutorId = tutor.id;
    const oldClass = await createCourse(db, {
      title: "Morning Hatha",
      courseType: "Hatha Yoga",
      startsAt: tenDaysAgo,
      endsAt: new Date(tenDaysAgo.getTime() + HOUR),
      tutorId,
      totalSlots: 10,
      credits: 2,
    });
    oldBookingId = (await createCreditBooking(db, studentId, oldClass.id, { bookedAt: tenDaysAgo }))
      .id;
    const tomorrow = new Date(now.getTime() + DAY);
    const nextClass = await createCourse(db, {
      title: "Evening Yin",
      courseType: "Yin Yoga",
      startsAt: tomorrow,
      endsAt: new Date(tomorrow.getTime() + HOUR),
      tutorId: null,
      totalSlots: 4,
      credits: 1,
    });
    expect((await student.client.post("/api/bookings", { courseId: nextClass.id })).status).toBe(
      201,
    );
  });
  afterAll(() => testApp.close());

  it("keeps the days over two days ago, and answers from them as it counts afresh", async () => {
    const first = await report();
    expect(first.creditsSold.paid).toBe(15);
    expect(first.revenue.totals).toMatchObject({ sales: 1, grossSen: 4_500 });
    expect(first.bookings).toMatchObject({ booked: 2, ended: 1, attended: 0 });
    expect(await keptStarts()).toEqual(
      keptDays.map((day) => studioDayBounds(day, ZONE).start.getTime()),
    );
    expect(await report()).toEqual(first);
    // The transaction list holds the sale made on a kept day.
    const page = await admin.get(`/api/admin/reports/transactions?from=${from}&to=${to}&page=1`);
    expect(await page.json()).toMatchObject({ total: 1, transactions: [{ amountSen: 4_500 }] });
    expect(await countedAfresh()).toEqual(first);
  });

  it("shows a change to a kept day, or to a name it shows, in the next report", async () => {
    const before = await report();
    const response = await admin.request(`/api/admin/attendance/${oldBookingId}`, {
      method: "PUT",
      json: { attended: true },
    });
    expect(response.status).toBe(200);
    await purchase(5, new Date(tenDaysAgo.getTime() + HOUR));
    const renamed = await admin.request(`/api/admin/tutors/${tutorId}`, {
      method: "PUT",
      json: { name: "Priya N.", bio: "Hatha." },
    });
    expect(renamed.status).toBe(200);

    const after = await report();
    expect(after.bookings).toMatchObject({ ended: 1, attended: 1, attendanceRate: 1 });
    expect(after.creditsSold.paid).toBe(before.creditsSold.paid + 5);
    const day = studioDay(tenDaysAgo);
    expect(after.daily.find((row) => row.day === day)?.creditsSold).toBe(20);
    expect(after.fillRate.byTutor.map((row) => row.key)).toEqual(["No instructor", "Priya N."]);
    expect(await countedAfresh()).toEqual(after);
  });

  it("shows a change to the last few days, counted afresh, and a rename alone, in the next report", async () => {
    const before = await report();
    await purchase(4, now);
    const afterPurchase = await report();
    expect(afterPurchase.creditsSold.paid).toBe(before.creditsSold.paid + 4);
    expect(afterPurchase.daily.find((row) => row.day === studioDay(now))?.creditsSold).toBe(
      (before.daily.find((row) => row.day === studioDay(now))?.creditsSold ?? 0) + 4,
    );

    const renamed = await admin.request(`/api/admin/tutors/${tutorId}`, {
      method: "PUT",
      json: { name: "Priya Nair", bio: "Hatha." },
    });
    expect(renamed.status).toBe(200);
    const afterRename = await report();
    expect(afterRename.fillRate.byTutor.map((row) => row.key)).toEqual([
      "No instructor",
      "Priya Nair",
    ]);
    expect(await countedAfresh()).toEqual(afterRename);
  });

  it("counts but does not keep a day while a change to it is under way, and shows the change once made", async () => {
    const { db } = testApp.deps;
    await db.delete(reportDay);
    const oldDayStart = studioDayBounds(studioDay(tenDaysAgo), ZONE).start.getTime();
    let whileOpen: SalesReport | undefined;
    await db.transaction(async (tx) => {
      await tx.update(booking).set({ attended: false }).where(eq(booking.id, oldBookingId));
      // The report runs on another connection of the pool while this change is not committed.
      whileOpen = await report();
    });
    expect(whileOpen!.bookings.attended).toBe(1);
    // A change holds its UTC day: the studio days that share any of it wait for the next report.
    const changedUtcDay = Math.floor(tenDaysAgo.getTime() / DAY);
    const keptBeside = keptDays
      .map((day) => studioDayBounds(day, ZONE))
      .filter(
        ({ start, end }) =>
          Math.floor(start.getTime() / DAY) > changedUtcDay ||
          Math.ceil(end.getTime() / DAY) - 1 < changedUtcDay,
      )
      .map(({ start }) => start.getTime());
    expect(keptBeside).not.toContain(oldDayStart);
    expect(await keptStarts()).toEqual(keptBeside);

    const after = await report();
    expect(after.bookings.attended).toBe(0);
    expect(await keptStarts()).toContain(oldDayStart);
    expect(await countedAfresh()).toEqual(after);
  });

  it("forgets a kept day in the transaction that changes it", async () => {
    const { db } = testApp.deps;
    await report();
    const dayOf = (instant: Date) =>
      queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from report_day
            where starts_at <= ${instant.toISOString()} and ends_at > ${instant.toISOString()}`,
      );
    expect(await dayOf(tenDaysAgo)).toEqual([{ count: 1 }]);
    await purchase(1, tenDaysAgo);
    expect(await dayOf(tenDaysAgo)).toEqual([{ count: 0 }]);
  });

  it("shows a change made through one instance in the next report of another that holds the days in memory", async () => {
    const { db } = testApp.deps;
    // Another instance of the app on the same database: its own memory of the kept days.
    const otherReports = createSalesReports(db);
    const otherReport = async () => (await otherReports({ from, to, timeZone: ZONE, now })).report;
    const before = await otherReport();
    expect(await otherReport()).toEqual(before);

    const response = await admin.request(`/api/admin/attendance/${oldBookingId}`, {
      method: "PUT",
      json: { attended: !before.bookings.attended },
    });
    expect(response.status).toBe(200);
    const after = await otherReport();
    expect(after.bookings.attended).toBe(before.bookings.attended ? 0 : 1);
    expect(await report()).toEqual(after);
  });
});
