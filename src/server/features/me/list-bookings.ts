import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { cancellationTerms } from "../../../shared/availability.ts";
import { BOOKINGS_PAGE_SIZE } from "../../../shared/constants.ts";
import {
  type BookingScope,
  bookingLabel,
  type MyBooking,
  type MyBookingsPage,
  type MyClass,
} from "../../../shared/profile.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { listMyWaitlist } from "../waitlist/list-my-waitlist.ts";

/** A class and its tutor as the student's own lists give it. */
export function myClass(
  item: typeof course.$inferSelect,
  teacher: typeof tutor.$inferSelect | null,
): MyClass {
  return {
    id: item.id,
    title: item.title,
    courseType: item.courseType,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    credits: item.credits,
    isPrivate: item.isPrivate,
    tutor: teacher ? { id: teacher.id, name: teacher.name, photoUrl: teacher.photoUrl } : null,
  };
}

const userId = sql.placeholder("userId");
const now = sql.placeholder("now");

/**
 * Each scope's bookings: upcoming, still booked and not yet started; history, everything else.
 * Both read the class's start kept on the booking, in the order of the member's index of them.
 */
const SCOPES = {
  upcoming: {
    where: and(
      eq(booking.userId, userId),
      eq(booking.status, constant("booked")),
      gt(booking.courseStartsAt, now),
    ),
    order: [asc(booking.courseStartsAt), asc(booking.createdAt), asc(booking.id)],
  },
  history: {
    where: and(
      eq(booking.userId, userId),
      or(ne(booking.status, constant("booked")), lte(booking.courseStartsAt, now)),
    ),
    order: [desc(booking.courseStartsAt), desc(booking.createdAt), desc(booking.id)],
  },
} satisfies Record<BookingScope, { where: SQL | undefined; order: SQL[] }>;

/**
 * A scope's page, built once for the pool and planned once by each connection
 * (built-per-connection.ts, named-statement.ts). The page's bookings are picked off the member's
 * index first and only they are joined to their classes: the bookings the page's offset passes
 * over, years of them on a regular's last page, never are.
 */
const scopePage = (scope: BookingScope) => {
  const { where, order } = SCOPES[scope];
  return builtPerConnection((db) =>
    named(
      db
        .select({ held: booking, item: course, teacher: tutor })
        .from(booking)
        .innerJoin(course, eq(course.id, booking.courseId))
        .leftJoin(tutor, eq(tutor.id, course.tutorId))
        .where(
          inArray(
            booking.id,
            db
              .select({ id: booking.id })
              .from(booking)
              .where(where)
              .orderBy(...order)
              .limit(BOOKINGS_PAGE_SIZE)
              .offset(sql.placeholder("offset")),
          ),
        )
        .orderBy(...order),
      `my_bookings_${scope}`,
    ),
  );
};

/** The member's upcoming bookings, counted: a few, at the end of the member's index. */
const upcomingCount = (db: Executor) =>
  db.select({ total: count() }).from(booking).where(SCOPES.upcoming.where);

/**
 * How many bookings each scope holds. History is every booking of the member's but the upcoming
 * ones (the two scopes part them), counted so in one statement: all of them are counted off an
 * index alone, where history's own condition reads each booking's status from the table. The
 * difference is selected on the member's own row, the one row it needs.
 */
const COUNTS = {
  upcoming: builtPerConnection((db) => named(upcomingCount(db), "my_bookings_upcoming_count")),
  history: builtPerConnection((db) =>
    named(
      db
        .select({
          total: sql<number>`(${db
            .select({ total: count() })
            .from(booking)
            .where(eq(booking.userId, userId))}) - (${upcomingCount(db)})`.mapWith(Number),
        })
        .from(user)
        .where(eq(user.id, userId)),
      "my_bookings_history_count",
    ),
  ),
} satisfies Record<BookingScope, unknown>;

const PAGES = { upcoming: scopePage("upcoming"), history: scopePage("history") };

/**
 * One page of the user's bookings (spec §4 Booking lists). Upcoming: still booked and not yet
 * started, soonest first. History: everything else (started, or cancelled), latest class first.
 */
export async function listBookings(
  db: Executor,
  input: { userId: string; scope: BookingScope; page: number; now: Date },
): Promise<MyBookingsPage> {
  const { userId, scope, page, now } = input;
  const [rows, [counted], policies, waitlist] = await Promise.all([
    PAGES[scope](db).execute({ userId, now, offset: (page - 1) * BOOKINGS_PAGE_SIZE }),
    COUNTS[scope](db).execute({ userId, now }),
    readBookingPolicies(db),
    scope === "upcoming" ? listMyWaitlist(db, { userId, now }) : [],
  ]);
  const total = counted!.total;

  const items = rows.map(({ held, item, teacher }): MyBooking => {
    const cancellation =
      held.status === "booked" ? cancellationTerms(item.startsAt, now, policies) : "refused";
    return {
      id: held.id,
      label: bookingLabel(held, item, now),
      course: myClass(item, teacher),
      // The table's check constraint holds it to these.
      paidWith: held.paidWith as MyBooking["paidWith"],
      creditsPaid: held.creditsPaid,
      createdAt: held.createdAt.toISOString(),
      cancelledAt: held.cancelledAt?.toISOString() ?? null,
      cancelledByStudio: held.cancelledBy !== null && held.cancelledBy !== held.userId,
      cancellationReason: held.cancellationReason,
      canCancel: cancellation !== "refused",
      cancellation,
    };
  });
  return {
    items,
    page,
    pageSize: BOOKINGS_PAGE_SIZE,
    total,
    hasMore: page * BOOKINGS_PAGE_SIZE < total,
    waitlist,
  };
}
