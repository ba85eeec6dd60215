import { and, eq, lte, sql } from "drizzle-orm";
import { type ClassUpdate, describeClassChanges } from "../../../shared/courses.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database, Executor } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { ensureFutureStart } from "./ensure-future-start.ts";
import { ensureTutorExists } from "./ensure-tutor-exists.ts";
import { getCourse } from "./get-course.ts";
import { lockBookedStudents } from "./lock-booked-students.ts";

async function tutorName(db: Executor, tutorId: string | null): Promise<string | null> {
  if (tutorId === null) return null;
  const [found] = await db.select({ name: tutor.name }).from(tutor).where(eq(tutor.id, tutorId));
  return found?.name ?? null;
}

/**
 * Edit Class. The size cannot drop below the places already booked; a class may keep its start
 * once it has begun (to fix a title or tutor), but cannot be moved to a time already gone; a
 * cancelled class stays as it was. When the time or the teacher changes, each booked student is
 * e-mailed what changed, in the same transaction. Moved, its present marks go (taken for the old
 * time, from half an hour before it): they are taken again at the new one.
 */
export async function updateClass(
  db: Database,
  courseId: string,
  update: ClassUpdate,
  options: { now: Date; mail: BookingMailContext },
) {
  return db.transaction(async (tx) => {
    const current = await getCourse(tx, courseId);
    if (current.cancelledAt) {
      throw new AppError("class_cancelled", MESSAGES.cancelledClassUnchangeable, 409);
    }
    const moved = current.startsAt.getTime() !== update.startsAt.getTime();
    if (moved) ensureFutureStart(update.startsAt, options.now);
    await ensureTutorExists(tx, update.tutorId);
    // Moved, its bookings move with it (migration 0028): their students' rows come first.
    if (moved) await lockBookedStudents(tx, courseId);
    // What its booked students are told of makes a new version of their calendar entries.
    const rescheduled =
      moved ||
      current.endsAt.getTime() !== update.endsAt.getTime() ||
      current.tutorId !== update.tutorId;
    // Checked in the update itself, so a booking arriving meanwhile cannot slip under the new size.
    const [saved] = await tx
      .update(course)
      .set({
        ...update,
        ...(rescheduled && {
          revision: sql`${course.revision} + (${course.slotsFilled} > 0)::int`,
        }),
      })
      .where(and(eq(course.id, courseId), lte(course.slotsFilled, update.totalSlots)))
      .returning();
    if (!saved) {
      const { slotsFilled } = await getCourse(tx, courseId);
      throw new AppError(
        "slots_below_booked",
        `Total slots cannot be lower than the ${slotsFilled} places already booked.`,
        409,
      );
    }

    if (moved) {
      await tx
        .update(booking)
        .set({ attended: false })
        .where(and(eq(booking.courseId, courseId), eq(booking.attended, true)));
    }

    const changes = describeClassChanges(
      { ...current, tutorName: await tutorName(tx, current.tutorId) },
      { ...saved, tutorName: await tutorName(tx, saved.tutorId) },
      options.mail.timeZone,
    );
    if (changes.length > 0) {
      const booked = await tx
        .select({ userId: booking.userId })
        .from(booking)
        .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")));
      for (const { userId } of booked) {
        await queueBookingMail(
          tx,
          options.mail,
          { userId, courseId },
          { kind: "class_changed", changes },
        );
      }
    }
    return saved;
  });
}
