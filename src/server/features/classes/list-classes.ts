import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { classStatus } from "../../../shared/availability.ts";
import { durationHours, type StudioClass } from "../../../shared/classes.ts";
import type { Executor } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/** The timetable between `from` and `to`, each class with the caller's status (spec §4). */
export async function listClasses(
  db: Executor,
  options: { from: Date; to: Date; userId: string | null; now: Date },
): Promise<StudioClass[]> {
  const { from, to, userId, now } = options;
  const rows = await db
    .select({ course, tutor })
    .from(course)
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(and(gte(course.startsAt, from), lt(course.startsAt, to)))
    .orderBy(asc(course.startsAt), asc(course.title));

  const bookings = new Map<string, { id: string; attended: boolean }>();
  if (userId && rows.length > 0) {
    const mine = await db
      .select({ id: booking.id, courseId: booking.courseId, attended: booking.attended })
      .from(booking)
      .where(
        and(
          eq(booking.userId, userId),
          eq(booking.status, "booked"),
          inArray(
            booking.courseId,
            rows.map((row) => row.course.id),
          ),
        ),
      );
    for (const item of mine) bookings.set(item.courseId, item);
  }

  return rows.map(({ course: item, tutor: teacher }) => {
    const mine = bookings.get(item.id) ?? null;
    return {
      id: item.id,
      title: item.title,
      courseType: item.courseType,
      startsAt: item.startsAt.toISOString(),
      endsAt: item.endsAt.toISOString(),
      durationHours: durationHours(item.startsAt, item.endsAt),
      credits: item.credits,
      totalSlots: item.totalSlots,
      slotsFilled: item.slotsFilled,
      spotsRemaining: Math.max(0, item.totalSlots - item.slotsFilled),
      isPrivate: item.isPrivate,
      tutor: teacher
        ? { id: teacher.id, name: teacher.name, photoUrl: teacher.photoUrl, bio: teacher.bio }
        : null,
      status: classStatus({ ...item, booking: mine, signedIn: userId !== null }, now),
      bookingId: mine?.id ?? null,
    };
  });
}
