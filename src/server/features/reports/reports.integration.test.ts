import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SalesReport } from "../../../shared/reports.ts";
import {
  createCourse,
  createCreditBooking,
  createPackage,
  createTutor,
} from "../../db/factories.ts";
import { booking } from "../../db/schema/courses.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";

const HOUR = 3_600_000;
const ZONE = "Asia/Kuala_Lumpur";
const studioDay = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, dateStyle: "short" }).format(instant);

describe.each(testDatabases())("sales reports on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  const now = new Date();
  const from = studioDay(new Date(now.getTime() - 24 * HOUR));
  const to = studioDay(new Date(now.getTime() + 7 * 24 * HOUR));
  const today = studioDay(now);

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    const { db } = testApp.deps;
    admin = (await signedInAdmin(testApp)).client;
    const a = await signedInStudent(testApp);
    const b = await signedInStudent(testApp);
    const recharge = (userId: string, amount: number, paymentMethod: string, paid?: string) =>
      admin.post("/api/admin/recharge", { userId, amount, paymentMethod, paid });
    await recharge(a.userId, 20, "Cash", "300.00");
    await recharge(b.userId, 10, "QR Pay", "160.00");
    await recharge(b.userId, 5, "FOC");
    // Ten days ago: outside the range.
    await db.transaction((tx) =>
      appendCreditEntry(
        tx,
        {
          userId: b.userId,
          delta: 7,
          reason: "credit_purchase",
          paymentMethod: "Other",
        },
        { now: new Date(now.getTime() - 10 * 24 * HOUR) },
      ),
    );
    const plan = await createPackage(db, {
      name: "Power Month",
      price: 10,
      totalCustomerSave: 0,
      validityDays: 30,
      validYogaTypes: ["Power Yoga"],
      maxClassesPerMonth: 999,
    });
    expect((await a.client.post("/api/me/subscriptions", { packageId: plan.id })).status).toBe(201);

    const priya = await createTutor(db, { name: "Priya Nair", bio: "Hatha." });
    const tomorrow = new Date(now.getTime() + 24 * HOUR);
    const hatha = await createCourse(db, {
      title: "Morning Hatha",
      courseType: "Hatha Yoga",
      startsAt: tomorrow,
      endsAt: new Date(tomorrow.getTime() + HOUR),
      tutorId: priya.id,
      totalSlots: 10,
      credits: 2,
    });
    const yin = await createCourse(db, {
      title: "Evening Yin",
      courseType: "Yin Yoga",
      startsAt: new Date(tomorrow.getTime() + 2 * HOUR),
      endsAt: new Date(tomorrow.getTime() + 3 * HOUR),
      tutorId: null,
      totalSlots: 4,
      credits: 1,
    });
    const ended = await createCourse(db, {
      title: "Early Yin",
      courseType: "Yin Yoga",
      startsAt: new Date(now.getTime() - 3 * HOUR),
      endsAt: new Date(now.getTime() - 2 * HOUR),
      tutorId: priya.id,
      totalSlots: 5,
      credits: 1,
    });
    for (const student of [a, b]) {
      expect((await student.client.post("/api/bookings", { courseId: hatha.id })).status).toBe(201);
    }
    const yinBooking = await (await b.client.post("/api/bookings", { courseId: yin.id })).json();
    await b.client.post(`/api/bookings/${yinBooking.bookingId}/cancel`, {});
    const cameA = await createCreditBooking(db, a.userId, ended.id);
    await createCreditBooking(db, b.userId, ended.id);
    await admin.request(`/api/admin/attendance/${cameA.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    expect((await db.select().from(booking).where(eq(booking.id, cameA.id)))[0]?.attended).toBe(
      true,
    );
  });
  afterAll(() => testApp.close());

  it("adds up sales, class credits, bookings, attendance and fill rates over the range", async () => {
    const response = await admin.get(`/api/admin/reports?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as SalesReport;
    expect(report.creditsSold).toEqual({
      byMethod: [
        { paymentMethod: "Cash", credits: 20, recharges: 1 },
        { paymentMethod: "QR Pay", credits: 10, recharges: 1 },
      ],
      paid: 30,
      foc: 5,
    });
    expect(report.packageSales).toMatchObject({
      items: [{ name: "Power Month", count: 1, credits: 10 }],
      count: 1,
      credits: 10,
    });
    expect(report.classCredits).toEqual({ spent: 7, refunded: 1 });
    expect(report.bookings).toEqual({
      booked: 4,
      cancelled: 1,
      ended: 2,
      attended: 1,
      attendanceRate: 0.5,
    });
    expect(report.fillRate.byClassType).toEqual([
      { key: "Hatha Yoga", classes: 1, slots: 10, booked: 2, rate: 0.2 },
      { key: "Yin Yoga", classes: 2, slots: 9, booked: 2, rate: 2 / 9 },
    ]);
    expect(report.fillRate.byTutor).toEqual([
      { key: "No instructor", classes: 1, slots: 4, booked: 0, rate: 0 },
      { key: "Priya Nair", classes: 2, slots: 15, booked: 4, rate: 4 / 15 },
    ]);
    expect(report.daily[0]!.day).toBe(from);
    expect(report.daily.at(-1)!.day).toBe(to);
    expect(report.daily.find((day) => day.day === today)).toEqual({
      day: today,
      creditsSold: 30,
      creditsSpent: 7,
    });
    expect(report.daily.reduce((sum, day) => sum + day.creditsSold, 0)).toBe(30);
  });

  it("reports nothing for a range with no activity", async () => {
    const report = (await (
      await admin.get("/api/admin/reports?from=2020-01-01&to=2020-01-31")
    ).json()) as SalesReport;
    expect(report.creditsSold).toEqual({ byMethod: [], paid: 0, foc: 0 });
    expect(report.bookings.attendanceRate).toBeNull();
    expect(report.daily).toHaveLength(31);
  });

  it("downloads the same figures as CSV", async () => {
    const response = await admin.get(`/api/admin/reports/csv?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="studio-sales-${from}-to-${to}.csv"`,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        ",Cash,1,20",
        ",QR Pay,1,10",
        ",Total paid,,30",
        ",FOC (Free of Charge),,5",
        ",Power Month,1,10",
        ",7,1",
        ",4,1,2,1,50%",
        ",Hatha Yoga,1,10,2,20%",
        ",Priya Nair,2,15,4,27%",
        `,${today},30,7`,
      ]),
    );
  });

  it.each([
    ["", "Please give a date as YYYY-MM-DD"],
    ["from=2026-12-10&to=2026-12-01", "The end date must not be before the start date."],
    ["from=2025-01-01&to=2026-12-31", "Please choose at most 366 days at a time."],
    ["from=yesterday&to=2026-12-01", "Please give a date as YYYY-MM-DD"],
  ])("refuses the range %s with a message", async (query, message) => {
    const response = await admin.get(`/api/admin/reports?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });

  it("is closed to students", async () => {
    const { client } = await signedInStudent(testApp);
    for (const path of [
      "/api/admin/reports",
      "/api/admin/reports/csv",
      "/api/admin/reports/transactions",
      "/api/admin/reports/transactions/csv",
    ]) {
      const response = await client.get(`${path}?from=${from}&to=${to}`);
      expect(response.status).toBe(403);
    }
  });
});
