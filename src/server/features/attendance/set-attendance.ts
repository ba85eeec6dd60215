import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { booking } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";

/** The admin's toggle for one booked student. Cancelled bookings have no attendance. */
export async function setAttendance(db: Executor, bookingId: string, attended: boolean) {
  const [saved] = await db
    .update(booking)
    .set({ attended })
    .where(and(eq(booking.id, bookingId), eq(booking.status, "booked")))
    .returning({ id: booking.id, attended: booking.attended });
  if (!saved) {
    throw new AppError("booking_not_found", MESSAGES.attendanceBookingNotFound, 404);
  }
  return saved;
}
