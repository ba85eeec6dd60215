import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createTutor } from "../../db/factories.ts";
import { booking, waitlistEntry } from "../../db/schema/courses.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { brokenInvariants, brokenWaitlistInvariants } from "../../testing/invariants.ts";
import { creditsOf } from "../../testing/refusals.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const HOUR = 3_600_000;
const STUDENTS = 6;
const CLASSES = 2;
/** One seat a class: lines form within a few steps, and seats free under them. */
const SEATS = 1;
const COST = 2;

type Student = Awaited<ReturnType<typeof signedInStudent>>;

/** What the studio should hold, by the rules of issue #22, after each step. */
interface Model {
  credits: number[];
  classes: { booked: Set<number>; line: number[]; cancelled: boolean }[];
}

/** The real studio for one run: its students and classes. */
interface Real {
  testApp: TestApp;
  admin: BrowserLikeClient;
  students: Student[];
  classIds: string[];
}

/** A freed seat goes to the first in line who can pay; who cannot is skipped. */
function fillSeats(model: Model, index: number) {
  const item = model.classes[index]!;
  while (item.booked.size < SEATS && item.line.length > 0) {
    const head = item.line.shift()!;
    if (model.credits[head]! >= COST) {
      model.credits[head]! -= COST;
      item.booked.add(head);
    }
  }
}

async function heldBookingId(real: Real, student: number, index: number) {
  const [held] = await real.testApp.deps.db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.userId, real.students[student]!.userId),
        eq(booking.courseId, real.classIds[index]!),
        eq(booking.status, "booked"),
      ),
    );
  return held?.id;
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly student: number,
    readonly index: number,
  ) {}
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    await expectSame(model, real);
  }
  abstract toString(): string;
}

class Book extends Step {
  async act(model: Model, real: Real) {
    const item = model.classes[this.index]!;
    const answer = await real.students[this.student]!.client.post("/api/bookings", {
      courseId: real.classIds[this.index],
    });
    const allowed =
      !item.cancelled &&
      !item.booked.has(this.student) &&
      item.booked.size < SEATS &&
      item.line.length === 0 &&
      model.credits[this.student]! >= COST;
    expect(answer.status).toBe(allowed ? 201 : 409);
    if (allowed) {
      item.booked.add(this.student);
      model.credits[this.student]! -= COST;
    }
  }
  toString() {
    return `book(${this.student}, ${this.index})`;
  }
}

class Join extends Step {
  async act(model: Model, real: Real) {
    const item = model.classes[this.index]!;
    const answer = await real.students[this.student]!.client.post(
      `/api/classes/${real.classIds[this.index]}/waitlist`,
      {},
    );
    const allowed =
      !item.cancelled &&
      !item.booked.has(this.student) &&
      !item.line.includes(this.student) &&
      !(item.booked.size < SEATS && item.line.length === 0);
    expect(answer.status).toBe(allowed ? 201 : 409);
    if (allowed) {
      item.line.push(this.student);
      expect((await answer.json()).position).toBe(item.line.length);
    }
  }
  toString() {
    return `join(${this.student}, ${this.index})`;
  }
}

class Leave extends Step {
  async act(model: Model, real: Real) {
    const item = model.classes[this.index]!;
    const answer = await real.students[this.student]!.client.request(
      `/api/classes/${real.classIds[this.index]}/waitlist`,
      { method: "DELETE" },
    );
    const waiting = item.line.includes(this.student);
    expect(answer.status).toBe(waiting ? 200 : 404);
    if (waiting) item.line = item.line.filter((each) => each !== this.student);
  }
  toString() {
    return `leave(${this.student}, ${this.index})`;
  }
}

/** The student cancels, or the desk does for them with a refund: either frees the seat. */
class Cancel extends Step {
  constructor(
    student: number,
    index: number,
    readonly byDesk: boolean,
  ) {
    super(student, index);
  }
  override check(model: Readonly<Model>) {
    return model.classes[this.index]!.booked.has(this.student);
  }
  async act(model: Model, real: Real) {
    const id = await heldBookingId(real, this.student, this.index);
    const answer = this.byDesk
      ? await real.admin.post(`/api/admin/bookings/${id}/cancel`, {
          refund: true,
          reason: "Asked at the desk",
        })
      : await real.students[this.student]!.client.post(`/api/bookings/${id}/cancel`, {});
    expect(answer.status).toBe(200);
    model.classes[this.index]!.booked.delete(this.student);
    model.credits[this.student]! += COST;
    fillSeats(model, this.index);
  }
  toString() {
    return `${this.byDesk ? "deskCancel" : "cancel"}(${this.student}, ${this.index})`;
  }
}

class CancelClass extends Step {
  override check(model: Readonly<Model>) {
    return !model.classes[this.index]!.cancelled;
  }
  async act(model: Model, real: Real) {
    const answer = await real.admin.post(`/api/admin/courses/${real.classIds[this.index]}/cancel`, {
      reason: "Teacher unwell",
    });
    expect(answer.status).toBe(200);
    const item = model.classes[this.index]!;
    for (const student of item.booked) model.credits[student]! += COST;
    model.classes[this.index] = { booked: new Set(), line: [], cancelled: true };
  }
  toString() {
    return `cancelClass(${this.index})`;
  }
}

async function expectSame(model: Model, real: Real) {
  const db = real.testApp.deps.db;
  const userIds = real.students.map(({ userId }) => userId);
  const indexOf = (userId: string) => userIds.indexOf(userId);
  for (const [index, courseId] of real.classIds.entries()) {
    const booked = await db
      .select({ userId: booking.userId })
      .from(booking)
      .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")));
    expect(booked.map(({ userId }) => indexOf(userId)).sort()).toEqual(
      [...model.classes[index]!.booked].sort(),
    );
    const line = await db
      .select({ userId: waitlistEntry.userId })
      .from(waitlistEntry)
      .where(and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, "waiting")))
      .orderBy(waitlistEntry.line);
    expect(line.map(({ userId }) => indexOf(userId))).toEqual(model.classes[index]!.line);
  }
  for (const [student, { userId }] of real.students.entries()) {
    expect(await creditsOf(db, userId)).toBe(model.credits[student]);
  }
}

describe.each(testDatabases())("the waitlist against its model on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let tutorId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    ({ client: admin } = await signedInAdmin(testApp));
    tutorId = (await createTutor(testApp.deps.db, { name: "Daniel", bio: "Flow." })).id;
  });
  afterAll(() => testApp.close());

  it("books, cancels, joins, leaves and cancels classes as the model says, step by step", {
    timeout: 300_000,
  }, async () => {
    const student = fc.nat(STUDENTS - 1);
    const index = fc.nat(CLASSES - 1);
    const book = fc.tuple(student, index).map(([s, c]) => new Book(s, c));
    const join = fc.tuple(student, index).map(([s, c]) => new Join(s, c));
    const cancel = fc
      .tuple(student, index, fc.boolean())
      .map(([s, c, desk]) => new Cancel(s, c, desk));
    // Repeated to weigh them: full classes with a line and seats freed under it are the point.
    const steps = [
      book,
      book,
      join,
      join,
      join,
      cancel,
      cancel,
      fc.tuple(student, index).map(([s, c]) => new Leave(s, c)),
      index.map((c) => new CancelClass(0, c)),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.commands(steps, { maxCommands: 40, size: "max" }),
        fc.array(fc.integer({ min: 0, max: 3 * COST }), {
          minLength: STUDENTS,
          maxLength: STUDENTS,
        }),
        async (commands, credits) => {
          const students = await Promise.all(
            credits.map((amount) => signedInStudent(testApp, { credits: amount })),
          );
          const classIds = await Promise.all(
            Array.from({ length: CLASSES }, async (_, at) => {
              const startsAt = new Date(Date.now() + (48 + at) * HOUR);
              const created = await createCourse(testApp.deps.db, {
                title: `Model Flow ${at + 1}`,
                courseType: "Vinyasa Flow",
                startsAt,
                endsAt: new Date(startsAt.getTime() + HOUR),
                tutorId,
                totalSlots: SEATS,
                credits: COST,
              });
              return created.id;
            }),
          );
          const model: Model = {
            credits: [...credits],
            classes: classIds.map(() => ({ booked: new Set(), line: [], cancelled: false })),
          };
          await fc.asyncModelRun(
            () => ({ model, real: { testApp, admin, students, classIds } }),
            commands,
          );
          expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
          expect(await brokenWaitlistInvariants(testApp.deps.db)).toEqual({
            bookedAndWaiting: [],
            bookedElsewhere: [],
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
