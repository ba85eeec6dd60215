import { and, asc, desc, eq, gt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { bookingCancellationPolicy, cancellationTerms } from "../../../shared/availability.ts";
import { BOOKINGS_PAGE_SIZE } from "../../../shared/constants.ts";
import {
  type BookingScope,
  bookingLabel,
  type MyBooking,
  type MyBookingsPage,
} from "../../../shared/profile.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, memberBookingCount } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { listMyWaitlist } from "../waitlist/list-my-waitlist.ts";
import { myClass } from "./my-class.ts";

const userId = sql.placeholder("userId");
const now = sql.placeholder("now");
const offset = sql.placeholder("offset");

/** The member's upcoming bookings: still booked, not yet started. */
const upcoming = and(
  eq(booking.userId, userId),
  eq(booking.status, constant("booked")),
  gt(booking.courseStartsAt, now),
);
/** Counted: a few, at the end of the member's index. */
const upcomingCount = sql`(select count(*) from ${booking} where ${upcoming})`;

/**
 * Each scope's bookings: upcoming, still booked and not yet started; history, everything else.
 * Both read the class's start kept on the booking, in the order of the member's index of them
 * (`order`; `reversed`, the other way along it). Each is counted without walking a regular's
 * years: history is every booking the member has had, kept counted (`member_booking_count`), but
 * the upcoming ones.
 */
const SCOPES = {
  upcoming: {
    where: upcoming,
    order: [asc(booking.courseStartsAt), asc(booking.createdAt), asc(booking.id)],
    reversed: [desc(booking.courseStartsAt), desc(booking.createdAt), desc(booking.id)],
    total: upcomingCount,
  },
  history: {
    where: and(
      eq(booking.userId, userId),
      or(ne(booking.status, constant("booked")), lte(booking.courseStartsAt, now)),
    ),
    order: [desc(booking.courseStartsAt), desc(booking.createdAt), desc(booking.id)],
    reversed: [asc(booking.courseStartsAt), asc(booking.createdAt), asc(booking.id)],
    total: sql`coalesce((select ${memberBookingCount.bookings} from ${memberBookingCount} where ${eq(
      memberBookingCount.userId,
      userId,
    )}), 0) - ${upcomingCount}`,
  },
} satisfies Record<
  BookingScope,
  { where: SQL | undefined; order: SQL[]; reversed: SQL[]; total: SQL }
>;

/**
 * A scope's page and the scope's count in one statement, built once for the pool and planned once
 * by each connection (built-per-connection.ts, named-statement.ts). The member's row, counted
 * (one row, kept a row of its own by its limit so that the count is worked out once), is joined to
 * the page's bookings, picked off the member's index first: the bookings the page's offset passes
 * over are never read whole, and a page past the end is the count alone. A page past the middle is
 * picked from the other end of the scope, so a regular's last page passes over none of their
 * years, and no page over more than half: from that end it starts `total - offset - size` entries
 * in and holds what is left past `offset`, at most a page (none past the end). The outer order
 * puts it back the right way.
 */
const scopePage = (scope: BookingScope) => {
  const { where, order, reversed } = SCOPES[scope];
  const size = constant(BOOKINGS_PAGE_SIZE);
  return builtPerConnection((db) => {
    const counted = scopeCount(db, scope).limit(1).as("counted");
    const total = sql`counted.total`;
    const pageIds = sql`(
      (select ${booking.id} from ${booking} where ${where} and ${offset} * 2 < ${total}
        order by ${sql.join(order, sql`, `)} limit ${size} offset ${offset})
      union all
      (select ${booking.id} from ${booking} where ${where} and ${offset} * 2 >= ${total}
        order by ${sql.join(reversed, sql`, `)}
        limit greatest(least(${size}, ${total} - ${offset}), 0)
        offset greatest(${total} - ${offset} - ${size}, 0))) as page`;
    return named(
      db
        .select({ total: counted.total, held: booking, item: course, teacher: tutor })
        .from(counted)
        .leftJoinLateral(pageIds, sql`true`)
        .leftJoin(booking, sql`${booking.id} = page.id`)
        .leftJoin(course, eq(course.id, booking.courseId))
        .leftJoin(tutor, eq(tutor.id, course.tutorId))
        .orderBy(...order),
      `my_bookings_${scope}`,
    );
  });
};

/** How many bookings a scope holds, selected on the member's own row. */
function scopeCount(db: Executor, scope: BookingScope) {
  return db
    .select({ total: sql<number>`${SCOPES[scope].total}`.mapWith(Number).as("total") })
    .from(user)
    .where(eq(user.id, userId));
}

const PAGES = { upcoming: scopePage("upcoming"), history: scopePage("history") };

/** A booking as the student's lists show it, with what cancelling it would mean now. */
function myBooking(
  held: typeof booking.$inferSelect,
  item: typeof course.$inferSelect,
  teacher: typeof tutor.$inferSelect | null,
  now: Date,
  policies: BookingPolicies,
): MyBooking {
  const cancellationPolicy = bookingCancellationPolicy(held, policies);
  const cancellation =
    held.status === "booked"
      ? cancellationTerms(item.startsAt, now, cancellationPolicy)
      : "refused";
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
    cancellationPolicy,
  };
}

/**
 * One page of the user's bookings (spec §4 Booking lists). Upcoming: still booked and not yet
 * started, soonest first. History: everything else (started, or cancelled), latest class first.
 */
export async function listBookings(
  db: Executor,
  input: { userId: string; scope: BookingScope; page: number; now: Date },
): Promise<MyBookingsPage> {
  const { userId, scope, page, now } = input;
  const [rows, policies, waitlist] = await Promise.all([
    PAGES[scope](db).execute({ userId, now, offset: (page - 1) * BOOKINGS_PAGE_SIZE }),
    readBookingPolicies(db),
    scope === "upcoming" ? listMyWaitlist(db, { userId, now }) : [],
  ]);
  const total = rows[0]?.total ?? 0;

  // A page past the end, or of no bookings, is the count's row alone.
  const items = rows.flatMap(({ held, item, teacher }) =>
    held && item ? [myBooking(held, item, teacher, now, policies)] : [],
  );
  return {
    items,
    page,
    pageSize: BOOKINGS_PAGE_SIZE,
    total,
    hasMore: page * BOOKINGS_PAGE_SIZE < total,
    waitlist,
  };
}
