import { eq, sql } from "drizzle-orm";
import type { ActivityDetails } from "../../../shared/admin-users.ts";
import { CREDIT_REASONS, type CreditReason } from "../../../shared/constants.ts";
import { CREDIT_REASON_LABELS } from "../../../shared/credits.ts";
import { bookingLabel } from "../../../shared/profile.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { batchOf, named } from "../../db/named-statement.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

interface StoredActivity {
  type: string;
  metadata: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const whole = (value: unknown) => (typeof value === "number" ? value : undefined);

/** The ledger reason an activity moved credits for, where its record does not say. */
const IMPLIED_REASON: Partial<Record<string, CreditReason>> = {
  recharge: "credit_purchase",
  package: "package_purchase",
};
const CREDITING: readonly CreditReason[] = [
  "class_cancellation",
  "credit_purchase",
  "initial_credits",
];

/**
 * The credits an activity moved, from its record: a recharge's amount, a package's price, an
 * adjustment's or a usage's amount, type and reason. Undefined for activities that moved none.
 */
export function creditDetails({ type, metadata }: StoredActivity): ActivityDetails | undefined {
  const amount = whole(metadata.amount) ?? whole(metadata.price);
  const stated = text(metadata.reason);
  const reason = CREDIT_REASONS.find((known) => known === stated) ?? IMPLIED_REASON[type];
  if (amount === undefined || reason === undefined || type === "booking") return undefined;
  const direction = text(metadata.type);
  return {
    kind: "credits",
    amount,
    type:
      direction === "credit" || direction === "debit"
        ? direction
        : CREDITING.includes(reason)
          ? "credit"
          : "debit",
    reasonLabel: CREDIT_REASON_LABELS[reason],
  };
}

/** The bookings that activities name, as they stand now: one statement a page. */
const bookingsStatement = builtPerConnection((db) =>
  named(
    db
      .select({
        id: booking.id,
        status: booking.status,
        attended: booking.attended,
        cancelledLate: booking.cancelledLate,
        noShow: booking.noShow,
      })
      .from(booking)
      .where(sql`${booking.id} = any(${batchOf("bookingIds", "uuid")})`),
    "activity_bookings",
  ),
);

/** The classes that activities name, with their tutors: one statement a page. */
const classesStatement = builtPerConnection((db) =>
  named(
    db
      .select({
        id: course.id,
        startsAt: course.startsAt,
        endsAt: course.endsAt,
        tutorName: tutor.name,
      })
      .from(course)
      .leftJoin(tutor, eq(tutor.id, course.tutorId))
      .where(sql`${course.id} = any(${batchOf("courseIds", "uuid")})`),
    "activity_classes",
  ),
);

/**
 * Each activity's details (spec §3): a booking's class date and time, tutor, the studio as its
 * location and the booking's status now; the credits any other activity moved. A booking is read
 * from the booking its record names (older records name only the class).
 */
export async function activityDetails(
  db: Executor,
  activities: StoredActivity[],
  context: { now: Date; location: string },
): Promise<(ActivityDetails | null)[]> {
  const bookings = activities.filter((item) => item.type === "booking");
  const bookingIds = bookings.flatMap((item) => text(item.metadata.bookingId) ?? []);
  const courseIds = bookings.flatMap((item) => text(item.metadata.courseId) ?? []);
  const [heldRows, classRows] = await Promise.all([
    bookingIds.length === 0 ? [] : bookingsStatement(db).execute({ bookingIds }),
    courseIds.length === 0 ? [] : classesStatement(db).execute({ courseIds }),
  ]);
  const held = new Map(heldRows.map((row) => [row.id, row]));
  const classes = new Map(classRows.map((row) => [row.id, row]));

  return activities.map((item) => {
    if (item.type !== "booking") return creditDetails(item) ?? null;
    const bookingRow = held.get(text(item.metadata.bookingId) ?? "");
    const classRow = classes.get(text(item.metadata.courseId) ?? "");
    const recordedStart = text(item.metadata.startsAt);
    const startsAt = classRow?.startsAt ?? (recordedStart ? new Date(recordedStart) : undefined);
    if (!startsAt) return null;
    const endsAt = classRow?.endsAt ?? null;
    const state = bookingRow ?? {
      status: text(item.metadata.status) ?? "booked",
      attended: false,
    };
    return {
      kind: "booking",
      startsAt: startsAt.toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      tutorName: classRow?.tutorName ?? null,
      location: context.location,
      status: bookingLabel(state, { startsAt, endsAt: endsAt ?? startsAt }, context.now),
    };
  });
}
