import { and, eq, exists, sql } from "drizzle-orm";
import type { BookingPolicies } from "../../../shared/settings.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { studioSettings } from "../../db/schema/settings.ts";
import { SETTINGS_ROW_ID, withDefaultPolicies } from "../settings/read-studio-settings.ts";

/** What a student's own booking of a class is judged on (bookableClass), as of one moment. */
export interface BookingState {
  /** The student's account; null when it no longer exists. */
  member: {
    banned: boolean;
    name: string;
    nickname: string | null;
    phone: string | null;
  } | null;
  /** The class; null when it does not exist. */
  item: typeof course.$inferSelect | null;
  /** Whether the student holds an active booking of the class. */
  held: boolean;
  /** Whether students are waiting in the class's line. */
  waitingLine: boolean;
  policies: BookingPolicies;
}

/**
 * The booking's state read by one statement, so every part of it is of the same moment and a
 * refusal costs one round trip. A named statement: each connection parses it once, and soon
 * keeps its plan.
 */
export async function readBookingState(
  db: Executor,
  input: { userId: string; courseId: string },
): Promise<BookingState> {
  const userId = sql.placeholder("userId");
  const courseId = sql.placeholder("courseId");
  const savedPolicies = db
    .select({ policies: studioSettings.policies })
    .from(studioSettings)
    .where(eq(studioSettings.id, SETTINGS_ROW_ID));
  const [row] = await db
    .select({
      member: { banned: user.banned, name: user.name, nickname: user.nickname, phone: user.phone },
      item: course,
      held: exists(
        db
          .select({ id: booking.id })
          .from(booking)
          .where(
            and(
              eq(booking.userId, userId),
              eq(booking.courseId, courseId),
              eq(booking.status, "booked"),
            ),
          ),
      ).mapWith(Boolean),
      waitingLine: exists(
        db
          .select({ id: waitlistEntry.id })
          .from(waitlistEntry)
          .where(and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, "waiting"))),
      ).mapWith(Boolean),
      savedPolicies: sql<Partial<BookingPolicies> | null>`(${savedPolicies})`,
    })
    .from(user)
    .leftJoin(course, eq(course.id, courseId))
    .where(eq(user.id, userId))
    .prepare("booking_state")
    .execute(input);
  if (!row) {
    return {
      member: null,
      item: null,
      held: false,
      waitingLine: false,
      policies: withDefaultPolicies(null),
    };
  }
  const { savedPolicies: saved, ...state } = row;
  return { ...state, policies: withDefaultPolicies(saved) };
}
