import { Hono } from "hono";
import { z } from "zod";
import { studioBookingCancellationSchema } from "../../../shared/courses.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../http/validate.ts";
import { cancelStudentBooking } from "../bookings/cancel-student-booking.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";

const bookingIdSchema = z.uuid();

/** /api/admin/bookings (behind requireRole("admin")): the desk's changes to one booking. */
export const adminBookingRoutes = new Hono<AppEnv>().post("/:id/cancel", async (c) => {
  const bookingId = bookingIdSchema.safeParse(c.req.param("id"));
  if (!bookingId.success) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
  const { refund, reason } = await parseJson(c, studioBookingCancellationSchema);
  const { deps, session } = c.var;
  const cancelled = await cancelStudentBooking(deps.db, {
    bookingId: bookingId.data,
    refund,
    reason,
    actorId: session!.user.id,
    now: deps.now(),
    mail: await bookingMailContext(deps),
  });
  deps.mail.kick();
  await deps.waitlist.fill(cancelled.courseId);
  return c.json(cancelled);
});
