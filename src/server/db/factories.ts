import { eq, sql } from "drizzle-orm";
import type { PaymentMethod, YogaType } from "../../shared/constants.ts";
import { normalisePhone } from "../../shared/registration.ts";
import type { Auth } from "../auth/create-auth.ts";
import { appendCreditEntry } from "../features/credits/append-credit-entry.ts";
import { lockStudent } from "../features/credits/lock-student.ts";
import type { Database } from "./client.ts";
import { user } from "./schema/auth.ts";
import { booking, course } from "./schema/courses.ts";
import { studioPackage } from "./schema/packages.ts";
import { tutor } from "./schema/tutors.ts";

/*
 * Builders of records for the demo seed and the tests alike. Each writes through the same paths
 * and invariants as the app: credits only with a ledger entry, slots only with a booking.
 */

export interface UserSpec {
  email: string;
  password: string;
  /** The hash of `password`, when the caller has it already (hashing is slow by design). */
  passwordHash?: string;
  name?: string;
  nickname?: string;
  phone?: string;
  role?: "student" | "admin";
  credits?: { amount: number; paymentMethod?: PaymentMethod; remark?: string; now?: Date };
  /** False for an account whose owner has not yet opened the confirmation link. */
  emailConfirmed?: boolean;
}

/** An e-mail and password account made as sign-up makes it, confirmed unless told otherwise. */
export async function createUser(db: Database, auth: Auth, spec: UserSpec) {
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: spec.email.toLowerCase(),
      name: spec.name ?? "",
      emailVerified: spec.emailConfirmed ?? true,
    },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: spec.passwordHash ?? (await context.password.hash(spec.password)),
  });
  await db
    .update(user)
    .set({
      nickname: spec.nickname ?? null,
      phone: spec.phone ? normalisePhone(spec.phone) : null,
      ...(spec.role ? { role: spec.role } : {}),
    })
    .where(eq(user.id, created.id));
  if (spec.credits) await grantCredits(db, created.id, spec.credits);
  return created;
}

export async function grantCredits(
  db: Database,
  userId: string,
  grant: { amount: number; paymentMethod?: PaymentMethod; remark?: string; now?: Date },
) {
  return db.transaction((tx) =>
    appendCreditEntry(
      tx,
      {
        userId,
        delta: grant.amount,
        reason: "credit_purchase",
        paymentMethod: grant.paymentMethod ?? "Cash",
        remark: grant.remark,
      },
      { now: grant.now ?? new Date() },
    ),
  );
}

export async function createTutor(
  db: Database,
  spec: { name: string; bio: string; photoUrl?: string | null },
) {
  const [created] = await db.insert(tutor).values(spec).returning();
  return created!;
}

export interface CourseSpec {
  title: string;
  courseType: YogaType;
  startsAt: Date;
  endsAt: Date;
  tutorId: string | null;
  totalSlots: number;
  credits: number;
  isPrivate?: boolean;
  /** When it was published; the real clock when not given. */
  createdAt?: Date;
}

export async function createCourse(db: Database, spec: CourseSpec) {
  const [created] = await db
    .insert(course)
    .values({ createdAt: new Date(), ...spec })
    .returning();
  return created!;
}

/**
 * A credit-paid booking that takes a slot, as a student's booking does; `bookedAt` dates the
 * booking and its ledger entry (demo history), `attended` and `noShow` are the studio's mark.
 */
export async function createCreditBooking(
  db: Database,
  userId: string,
  courseId: string,
  history: { bookedAt?: Date; attended?: boolean; noShow?: boolean } = {},
) {
  const { bookedAt = new Date(), attended = false, noShow = false } = history;
  return db.transaction(async (tx) => {
    // The student first, as bookClass does: two of one student's bookings made at once would
    // otherwise each hold a share lock on them (the booking's key) and wait for the other's.
    await lockStudent(tx, userId);
    const [taken] = await tx
      .update(course)
      .set({ slotsFilled: sql`${course.slotsFilled} + 1` })
      .where(sql`${course.id} = ${courseId} and ${course.slotsFilled} < ${course.totalSlots}`)
      .returning({ credits: course.credits });
    if (!taken) throw new Error(`class ${courseId} is full`);
    const [created] = await tx
      .insert(booking)
      .values({
        userId,
        courseId,
        paidWith: "credits",
        creditsPaid: taken.credits,
        attended,
        noShow,
        createdAt: bookedAt,
      })
      .returning();
    await appendCreditEntry(
      tx,
      {
        userId,
        delta: -taken.credits,
        reason: "class_booking",
        bookingId: created!.id,
        courseId,
      },
      { now: bookedAt },
    );
    return created!;
  });
}

export interface PackageSpec {
  name: string;
  price: number;
  totalCustomerSave: number;
  validityDays: number;
  validYogaTypes: YogaType[];
  maxClassesPerMonth: number;
  isActive?: boolean;
  /** In sen, for buying it outright; none: only with credits. */
  priceSen?: number;
  createdAt?: Date;
}

export async function createPackage(db: Database, spec: PackageSpec) {
  const [created] = await db
    .insert(studioPackage)
    .values({ createdAt: new Date(), ...spec })
    .returning();
  return created!;
}
