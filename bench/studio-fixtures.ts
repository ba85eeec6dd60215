import { asc, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { queryRows } from "../src/server/db/client.ts";
import {
  createCourse,
  createCreditBooking,
  createTutor,
  createUser,
} from "../src/server/db/factories.ts";
import { booking, course, waitlistEntry } from "../src/server/db/schema/courses.ts";
import { createLog } from "../src/server/log.ts";
import { brokenInvariants } from "../src/server/testing/invariants.ts";
import { sessionCookieFor } from "../src/server/testing/sessions.ts";
import { createTestApp, type DatabaseKind, type TestApp } from "../src/server/testing/test-app.ts";
import { YOGA_TYPES } from "../src/shared/constants.ts";
import { toStudioDateInput } from "../src/shared/studio-format.ts";
import { collectGarbage } from "./collect-garbage.ts";
import type {
  BurstFixture,
  HistoryFixture,
  MonthFixture,
  ServerCalls,
  WaitlistBurstClass,
  WaitlistBurstFixture,
  WaitlistOutcome,
} from "./server-calls.ts";
import { pagePlans } from "./statement-plans.ts";
import { buildStudioHistory, HISTORY_SCALES } from "./studio-history.ts";

/**
 * The studio side of `bench/bench-server.ts`: the real app on a fresh database, with the settings
 * of a production deployment and its request log, and the rows each bench needs. Loaded only by
 * the studio server, so the hello-world server's memory is that of Hono alone.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TUTORS = ["Aisyah Rahman", "Daniel Tan", "Priya Nair", "Mei Ling Wong", "Farid Hassan"];
const BIO =
  "Teaches small groups in Kuala Lumpur with long holds, clear cues and plenty of room to " +
  "breathe; trained in Rishikesh and Bali, Yoga Alliance E-RYT 500, and always offers a softer " +
  "option for tired bodies and busy minds.";

/** Five tutors and `classes` classes, five a day from tomorrow; a student booked every tenth. */
async function seedMonth(testApp: TestApp, classes: number): Promise<MonthFixture> {
  const { db, auth } = testApp.deps;
  const tutorIds: string[] = [];
  for (const [index, name] of TUTORS.entries()) {
    const photoUrl = `/portraits/tutor-${index}.svg`;
    tutorIds.push((await createTutor(db, { name, bio: `${name} ${BIO}`, photoUrl })).id);
  }
  const first = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + DAY_MS);
  const courseIds: string[] = [];
  for (let index = 0; index < classes; index++) {
    const startsAt = new Date(
      first.getTime() + Math.floor(index / 5) * DAY_MS + (index % 5) * 3 * HOUR_MS,
    );
    const created = await createCourse(db, {
      title: `${YOGA_TYPES[index % YOGA_TYPES.length]} ${index % 2 ? "Evening" : "Morning"}`,
      courseType: YOGA_TYPES[index % YOGA_TYPES.length]!,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (60 + (index % 3) * 15) * 60_000),
      tutorId: tutorIds[index % tutorIds.length]!,
      totalSlots: 10 + (index % 3) * 5,
      credits: 1 + (index % 3),
      isPrivate: index % 25 === 24,
    });
    courseIds.push(created.id);
  }
  const student = await createUser(db, auth, {
    email: "bench-student@example.com",
    password: "bench-password-1",
    name: "Bench Student",
    credits: { amount: classes * 3 },
  });
  for (let index = 0; index < classes; index += 10) {
    await createCreditBooking(db, student.id, courseIds[index]!);
  }
  // Statistics known, as autovacuum keeps them for a running studio: without them the planner
  // guesses a month of classes is two rows and reads the month once per booking of the student.
  await queryRows(db, sql`analyze`);
  return {
    from: first.toISOString(),
    to: new Date(first.getTime() + Math.ceil(classes / 5 + 1) * DAY_MS).toISOString(),
    classes,
    studentCookie: (await sessionCookieFor(auth, student.id)).join("="),
  };
}

/** `count` students with complete profiles, `credits` each, and their session cookies. */
async function seedStudents(testApp: TestApp, count: number, prefix: string, credits = 2) {
  const { db, auth } = testApp.deps;
  const passwordHash = await (await auth.$context).password.hash("bench-password-1");
  const students: { id: string; cookie: string }[] = [];
  for (let index = 0; index < count; index++) {
    const student = await createUser(db, auth, {
      email: `${prefix}-${index}@example.com`,
      password: "bench-password-1",
      passwordHash,
      name: `${prefix} ${index}`,
      nickname: `${prefix[0]?.toUpperCase()}${index}`,
      phone: `+60 1${prefix.length % 10}-${String(index).padStart(7, "0")}`,
      credits: { amount: credits },
    });
    students.push({ id: student.id, cookie: (await sessionCookieFor(auth, student.id)).join("=") });
  }
  return students;
}

/** A class of `slots` places, two days ahead. */
async function benchClass(testApp: TestApp, slots: number) {
  const { db } = testApp.deps;
  const tutor = await createTutor(db, { name: "Bench Tutor", bio: "Teaches the burst." });
  const startsAt = new Date(Date.now() + 48 * HOUR_MS);
  return createCourse(db, {
    title: "Burst Flow",
    courseType: "Vinyasa Flow",
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR_MS),
    tutorId: tutor.id,
    totalSlots: slots,
    credits: 1,
  });
}

async function seedBurst(
  testApp: TestApp,
  options: { students: number; slots: number; classes: number },
): Promise<BurstFixture> {
  const courseIds: string[] = [];
  for (let index = 0; index < options.classes; index++) {
    courseIds.push((await benchClass(testApp, options.slots)).id);
  }
  // A credit for each class: whoever booked the first classes can still pay for the last.
  const made = await seedStudents(testApp, options.students, "bench", options.classes);
  return { courseIds, cookies: made.map(({ cookie }) => cookie) };
}

/**
 * `classes` full classes of `slots`, each place booked by the same holders, and `students` more to
 * join their lines.
 */
async function seedWaitlistBurst(
  testApp: TestApp,
  options: { students: number; slots: number; classes: number },
): Promise<WaitlistBurstFixture> {
  const holders = await seedStudents(testApp, options.slots, "holder", options.classes);
  const classes: WaitlistBurstClass[] = [];
  for (let index = 0; index < options.classes; index++) {
    const item = await benchClass(testApp, options.slots);
    const held: WaitlistBurstClass["holders"] = [];
    for (const holder of holders) {
      const { id } = await createCreditBooking(testApp.deps.db, holder.id, item.id);
      held.push({ cookie: holder.cookie, bookingId: id });
    }
    classes.push({ courseId: item.id, holders: held });
  }
  const waiting = await seedStudents(testApp, options.students, "waiting", options.classes);
  return { classes, cookies: waiting.map(({ cookie }) => cookie) };
}

/** The class's line, first first, with how each place ended; its filled places. */
async function waitlistOutcome(testApp: TestApp, courseId: string): Promise<WaitlistOutcome> {
  const { db } = testApp.deps;
  const places = await db
    .select({ line: waitlistEntry.line, status: waitlistEntry.status })
    .from(waitlistEntry)
    .where(eq(waitlistEntry.courseId, courseId))
    .orderBy(asc(waitlistEntry.line));
  const [item] = await db.select().from(course).where(eq(course.id, courseId));
  return { statuses: places.map(({ status }) => status), slotsFilled: item!.slotsFilled };
}

/** The studio's history at `scale`, with its busiest member and an administrator signed in. */
async function seedHistory(
  testApp: TestApp,
  scale: keyof typeof HISTORY_SCALES,
): Promise<HistoryFixture> {
  const { db, auth } = testApp.deps;
  const now = new Date();
  const started = performance.now();
  const written = await buildStudioHistory(db, { ...HISTORY_SCALES[scale], seed: 2026, now });
  const seconds = (performance.now() - started) / 1000;
  // As a studio that has run for years has them: tables vacuumed, statistics known, pages on
  // disk. Otherwise autovacuum works through the new rows, and the checkpointer writes out the
  // build's pages, while the first pages are measured.
  await queryRows(db, sql`vacuum analyze`);
  await queryRows(db, sql`checkpoint`);
  // And an app whose heap holds no building: the rows were made in this server's process, and a
  // full collection of them fell in the first page's load, at five years more than at the tenth.
  collectGarbage();
  const [busiest] = await db
    .select({ userId: booking.userId })
    .from(booking)
    .groupBy(booking.userId)
    .orderBy(desc(count()), booking.userId)
    .limit(1);
  const [ranLast] = await db
    .select({ id: course.id })
    .from(course)
    .where(lt(course.startsAt, now))
    .orderBy(desc(course.startsAt))
    .limit(1);
  const admin = await createUser(db, auth, {
    email: "bench-admin@example.com",
    password: "bench-password-1",
    name: "Bench Admin",
    role: "admin",
  });
  return {
    written,
    seconds,
    studentId: busiest!.userId,
    studentCookie: (await sessionCookieFor(auth, busiest!.userId)).join("="),
    adminCookie: (await sessionCookieFor(auth, admin.id)).join("="),
    rosterCourseId: ranLast!.id,
    today: toStudioDateInput(now, testApp.deps.settings.STUDIO_TIME_ZONE),
  };
}

/** How long the e-mails of a burst may take to go out before the bench gives up on them. */
const MAIL_SENT_WITHIN_MS = 30_000;
const MAIL_LOOK_EVERY_MS = 20;

/** Resolves once no queued e-mail is left unsent (the mail sender sends them once it is quiet). */
async function mailSent(testApp: TestApp): Promise<void> {
  const giveUpAt = Date.now() + MAIL_SENT_WITHIN_MS;
  for (;;) {
    const [unsent] = await queryRows<{ count: number }>(
      testApp.deps.db,
      sql`select count(*)::int as count from queued_mail where sent_at is null`,
    );
    if (unsent!.count === 0) return;
    if (Date.now() > giveUpAt) throw new Error(`${unsent!.count} e-mails still unsent`);
    await new Promise((resolve) => setTimeout(resolve, MAIL_LOOK_EVERY_MS));
  }
}

export async function openStudio(database: DatabaseKind): Promise<{
  fetch: Hono["fetch"];
  calls: Omit<ServerCalls, "memory" | "cpu" | "hangUpIdleConnections">;
  close(): Promise<void>;
}> {
  const testApp = await createTestApp({
    kind: database,
    env: { NODE_ENV: "production" },
    log: createLog({ LOG_LEVEL: "info" }),
  });
  return {
    fetch: testApp.app.fetch,
    calls: {
      seedMonth: ({ classes }) => seedMonth(testApp, classes),
      seedHistory: (scale) => seedHistory(testApp, scale),
      pagePlans: (pages) => pagePlans(testApp, pages),
      seedBurst: (options) => seedBurst(testApp, options),
      seedWaitlistBurst: (options) => seedWaitlistBurst(testApp, options),
      waitlistOutcome: (courseId) => waitlistOutcome(testApp, courseId),
      brokenInvariants: () => brokenInvariants(testApp.deps.db),
      mailSent: () => mailSent(testApp),
      databaseBackends: async () =>
        database === "postgres"
          ? (
              await queryRows<{ pid: number }>(
                testApp.deps.db,
                sql`select pid from pg_stat_activity
                  where datname = current_database() and backend_type = 'client backend'`,
              )
            ).map(({ pid }) => pid)
          : [],
    },
    close: () => testApp.close(),
  };
}
