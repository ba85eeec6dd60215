import { and, eq } from "drizzle-orm";
import { isAttendanceOpen } from "../../../shared/availability.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { attendanceNotOpenMessage, MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";

/** One booked student's mark: came, did not come (a no-show), or not marked yet. */
export interface AttendanceMark {
  attended: boolean;
  noShow: boolean;
}

export interface MarkedAttendance extends AttendanceMark {
  id: string;
  /** What the no-show cost the student; 0 when it costs nothing or is not a no-show. */
  noShowFeeCredits: number;
}

const notFound = () => new AppError("booking_not_found", MESSAGES.attendanceBookingNotFound, 404);

/**
 * The admin's mark for one booked student (spec §2 Admin Attendance, and the no-show rule of
 * issue #20). A no-show, possible once the class has started, costs the studio's no-show fee of the
 * day, or the student's whole balance when that is less; unmarking it gives back what it cost.
 * Cancelled bookings have no attendance. Locks the student's row before the booking, in the same
 * order as bookClass and cancelBooking.
 */
export async function setAttendance(
  db: Database,
  input: { bookingId: string; mark: AttendanceMark; actorId: string; now: Date },
): Promise<MarkedAttendance> {
  const { bookingId, mark, actorId, now } = input;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: booking.userId })
      .from(booking)
      .where(eq(booking.id, bookingId));
    if (!owner) throw notFound();
    const [member] = await tx
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, owner.userId))
      .for("update");
    const [found] = await tx
      .select({ held: booking, item: course })
      .from(booking)
      .innerJoin(course, eq(course.id, booking.courseId))
      .where(and(eq(booking.id, bookingId), eq(booking.status, "booked")))
      .for("update", { of: booking });
    if (!member || !found) throw notFound();
    const { held, item } = found;
    if (mark.noShow && item.startsAt > now) {
      throw new AppError("class_not_started", MESSAGES.noShowBeforeStart, 409);
    }
    const policies = await readBookingPolicies(tx);
    // A mark taken back is always allowed; a student is present only once the class is near.
    if (mark.attended && !held.attended && !isAttendanceOpen(item.startsAt, now, policies)) {
      throw new AppError("attendance_not_open", attendanceNotOpenMessage(policies), 409);
    }

    let noShowFeeCredits = held.noShowFeeCredits;
    if (mark.noShow && !held.noShow) {
      noShowFeeCredits = Math.min(policies.noShowFeeCredits, member.credits);
    } else if (!mark.noShow) {
      noShowFeeCredits = 0;
    }
    const feeChange = held.noShowFeeCredits - noShowFeeCredits;
    if (feeChange !== 0) {
      await appendCreditEntry(
        tx,
        {
          userId: owner.userId,
          delta: feeChange,
          reason: "no_show_fee",
          bookingId,
          courseId: item.id,
          actorId,
        },
        { now },
      );
    }
    await tx
      .update(booking)
      .set({ attended: mark.attended, noShow: mark.noShow, noShowFeeCredits })
      .where(eq(booking.id, bookingId));
    if (mark.noShow !== held.noShow) {
      await recordActivity(tx, {
        userId: owner.userId,
        actorId,
        type: "booking",
        description: mark.noShow
          ? `Marked as a no-show at ${item.title}${noShowFeeCredits > 0 ? `: ${formatCredits(noShowFeeCredits)} charged` : ""}`
          : `No-show at ${item.title} withdrawn${feeChange > 0 ? `: ${formatCredits(feeChange)} given back` : ""}`,
        metadata: { bookingId, courseId: item.id, courseTitle: item.title, noShowFeeCredits },
        createdAt: now,
      });
    }
    return { id: bookingId, attended: mark.attended, noShow: mark.noShow, noShowFeeCredits };
  });
}
