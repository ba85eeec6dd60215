import { Hono } from "hono";
import { studioBookingCancellationSchema } from "../../../shared/courses.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { cancelStudentBooking } from "../bookings/cancel-student-booking.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";

/** /api/admin/bookings (behind requireRole("admin")): the desk's changes to one booking. */
export const adminBookingRoutes = new Hono<AppEnv>().post("/:id/cancel", async (c) => {
  const bookingId = pathId(c.req.param("id"), "booking_not_found", MESSAGES.bookingNotFound);
  const { refund, reason } = await parseJson(c, studioBookingCancellationSchema);
  const { deps, session } = c.var;
  const cancelled = await cancelStudentBooking(deps.db, {
    bookingId,
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
