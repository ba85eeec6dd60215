import { TZDate } from "@date-fns/tz";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { YOGA_TYPES } from "../../shared/constants.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { brokenInvariants } from "../testing/invariants.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { queryRows } from "./client.ts";
import { demoSignInsStillOpen } from "./demo-sign-ins-still-open.ts";
import { user } from "./schema/auth.ts";
import { course } from "./schema/courses.ts";
import { studioPackage } from "./schema/packages.ts";
import { creditPack, sale, saleRefund } from "./schema/sales.ts";
import { tutor } from "./schema/tutors.ts";
import { DEMO_SIGN_INS, isDatabaseEmpty, seedDemo } from "./seed.ts";

const KL = "Asia/Kuala_Lumpur";
/** 06:00 in Kuala Lumpur on a Monday; the test process runs in Los Angeles time. */
const NOW = new Date("2026-03-08T22:00:00Z");

describe.each(testDatabases())("demo content on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: () => NOW });
    expect(await isDatabaseEmpty(testApp.deps.db)).toBe(true);
    await seedDemo({ db: testApp.deps.db, auth: testApp.deps.auth, now: NOW, timeZone: KL });
  });
  afterAll(() => testApp.close());

  it("has tutors with bios and portraits", async () => {
    const tutors = await testApp.deps.db.select().from(tutor);
    expect(tutors.length).toBeGreaterThanOrEqual(4);
    for (const item of tutors) {
      expect(item.bio.length).toBeGreaterThan(80);
      expect(item.photoUrl).toMatch(/^\/portraits\/\w+\.svg$/);
    }
  });

  it("has a month of future classes at the timetable's studio times, across types and tutors", async () => {
    const classes = (await testApp.deps.db.select().from(course)).filter(
      (item) => item.startsAt > NOW,
    );
    expect(classes.length).toBeGreaterThan(60);
    const last = Math.max(...classes.map((item) => item.startsAt.getTime()));
    expect(last - NOW.getTime()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(last - NOW.getTime()).toBeLessThanOrEqual(31 * 24 * 3600_000);
    expect(new Set(classes.map((item) => item.courseType)).size).toBeGreaterThanOrEqual(6);
    expect(
      classes.every((item) => (YOGA_TYPES as readonly string[]).includes(item.courseType)),
    ).toBe(true);
    expect(new Set(classes.map((item) => item.tutorId)).size).toBeGreaterThanOrEqual(4);

    const sunrise = classes.filter((item) => item.title === "Sunrise Hatha");
    expect(sunrise.length).toBeGreaterThan(0);
    for (const item of sunrise) {
      const local = new TZDate(item.startsAt, KL);
      expect([local.getHours(), local.getMinutes()]).toEqual([7, 30]);
      expect([1, 4]).toContain(local.getDay());
    }
  });

  it("has last week's classes with members' bookings taken before them, mostly attended, a few no-shows", async () => {
    const past = await queryRows<{
      classes: number;
      booked: number;
      attended: number;
      noShows: number;
      late: number;
    }>(
      testApp.deps.db,
      sql`
      select count(distinct c.id)::int as classes, count(b.id)::int as booked,
        count(b.id) filter (where b.attended)::int as attended,
        count(b.id) filter (where b.no_show)::int as "noShows",
        count(b.id) filter (where b.created_at >= c.starts_at)::int as late
      from course c left join booking b on b.course_id = c.id
      where c.ends_at <= ${NOW}`,
    );
    const { classes, booked, attended, noShows, late } = past[0]!;
    expect(classes).toBeGreaterThanOrEqual(15);
    expect(attended).toBeGreaterThan(booked / 2);
    expect(noShows).toBeGreaterThan(0);
    // The demo student's latest class is the one whose attendance is not yet taken.
    expect(attended + noShows).toBe(booked - 1);
    expect(late).toBe(0);
    const oldest = await queryRows<{ startsAt: Date }>(
      testApp.deps.db,
      sql`select min(starts_at) as "startsAt" from course`,
    );
    expect(NOW.getTime() - new Date(oldest[0]!.startsAt).getTime()).toBeLessThanOrEqual(
      7 * 24 * 3600_000,
    );
  });

  it("has private classes, nearly full classes and one inside the 2-hour cut-off", async () => {
    const classes = await testApp.deps.db.select().from(course);
    expect(classes.some((item) => item.isPrivate)).toBe(true);
    expect(
      classes.filter((item) => item.slotsFilled > 0 && item.totalSlots - item.slotsFilled <= 2)
        .length,
    ).toBeGreaterThan(2);
    expect(classes.some((item) => item.startsAt.getTime() - NOW.getTime() < 2 * 3600_000)).toBe(
      true,
    );
  });

  it("fills slots only with bookings and credits only with ledger entries", async () => {
    const slots = await queryRows<{ mismatched: number }>(
      testApp.deps.db,
      sql`
      select count(*)::int as mismatched from course c
      where c.slots_filled <> (select count(*) from booking b where b.course_id = c.id and b.status = 'booked')`,
    );
    expect(slots[0]!.mismatched).toBe(0);
    const balances = await queryRows<{ mismatched: number }>(
      testApp.deps.db,
      sql`
      select count(*)::int as mismatched from "user" u
      where u.credits <> coalesce((select sum(delta) from credit_entry e where e.user_id = u.id), 0)`,
    );
    expect(balances[0]!.mismatched).toBe(0);
  });

  it("has the packages", async () => {
    const packages = await testApp.deps.db.select().from(studioPackage);
    expect(packages.map((item) => item.name).sort()).toEqual([
      "Flow 8",
      "Gentle Quarter",
      "Unlimited Month",
      "Welcome Week",
    ]);
    expect(packages.find((item) => item.name === "Unlimited Month")?.maxClassesPerMonth).toBe(999);
  });

  it("has a demo admin and a demo student with credits whose printed sign-ins work", async () => {
    for (const { role, email, password } of DEMO_SIGN_INS) {
      const person = new BrowserLikeClient(testApp);
      expect((await person.signIn(email, password)).status).toBe(200);
      expect(await (await person.get("/api/me")).json()).toMatchObject({
        role,
        profileComplete: true,
      });
    }
    const [student] = await testApp.deps.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_SIGN_INS.find((item) => item.role === "student")!.email));
    // 20 credits, less the two classes of last week: one attended, the latest not yet marked.
    const history = await queryRows<{ credits: number; attended: boolean }>(
      testApp.deps.db,
      sql`select c.credits, b.attended from booking b join course c on c.id = b.course_id
        where b.user_id = ${student!.id} order by c.starts_at`,
    );
    expect(history.map((item) => item.attended)).toEqual([true, false]);
    expect(student!.credits).toBe(20 - history.reduce((sum, item) => sum + item.credits, 0));
  });

  it("has priced packs and a month of desk sales by every method, with receipts and a refund", async () => {
    const packs = await testApp.deps.db.select().from(creditPack);
    expect(packs.filter((pack) => pack.onSale).length).toBeGreaterThanOrEqual(3);
    const sold = await testApp.deps.db.select().from(sale);
    const monthAgo = new Date(NOW.getTime() - 31 * 86_400_000);
    expect(
      sold.filter((item) => item.createdAt >= monthAgo && item.createdAt <= NOW).length,
    ).toBeGreaterThan(40);
    expect(new Set(sold.map((item) => item.paymentMethod))).toEqual(
      new Set(["Cash", "QR Pay", "Card", "Bank Transfer", "FOC"]),
    );
    expect(new Set(sold.map((item) => item.receiptNumber)).size).toBe(sold.length);
    expect(await testApp.deps.db.select().from(saleRefund)).toHaveLength(1);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  it("is not added twice", async () => {
    expect(await isDatabaseEmpty(testApp.deps.db)).toBe(false);
  });

  // Last: it changes the demo student's password.
  it("names the demo sign-ins whose published password still opens them, until it is changed", async () => {
    const open = async () =>
      (await demoSignInsStillOpen(testApp.deps.db, testApp.deps.auth)).map((item) => item.role);
    expect(await open()).toEqual(["admin", "student"]);
    const { email, password } = DEMO_SIGN_INS.find((item) => item.role === "student")!;
    const student = new BrowserLikeClient(testApp);
    expect((await student.signIn(email, password)).status).toBe(200);
    const changed = await student.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "a-studio-of-our-own-2026",
    });
    expect(changed.status).toBe(200);
    expect(await open()).toEqual(["admin"]);
  });
});
