import { type Context, Hono } from "hono";
import { z } from "zod";
import { bookClassSchema } from "../../../shared/classes.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../http/validate.ts";
import { readIdempotencyKey } from "../idempotency/read-idempotency-key.ts";
import { runIdempotent } from "../idempotency/run-idempotent.ts";
import { sendBookingMail } from "../notifications/send-booking-mail.ts";
import { bookClass } from "./book-class.ts";
import { cancelBooking } from "./cancel-booking.ts";

const bookingIdSchema = z.uuid({ error: MESSAGES.bookingNotFound });

/** The answer does not wait for the mail server (a stop does); a failure is logged. */
function mailInBackground(c: Context<AppEnv>, event: Parameters<typeof sendBookingMail>[1]) {
  c.var.deps.background.run(
    sendBookingMail(c.var.deps, event).catch((error: unknown) =>
      c.var.log.warn({ err: error, kind: event.kind }, "booking e-mail not sent"),
    ),
  );
}

export const bookingRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.pleaseLogInToBook, 401);
    const { courseId } = await parseJson(c, bookClassSchema);
    const key = readIdempotencyKey(c);
    const answer = await runIdempotent(
      deps.db,
      key ? { userId: session.user.id, key, route: "book-class", input: { courseId } } : null,
      async (tx) => ({
        status: 201,
        body: await bookClass(tx, {
          userId: session.user.id,
          courseId,
          now: deps.now(),
          timeZone: deps.settings.STUDIO_TIME_ZONE,
        }),
      }),
    );
    if (!answer.replayed) {
      mailInBackground(c, {
        userId: session.user.id,
        courseId,
        kind: "booked",
        credits: answer.body.creditsPaid,
      });
    }
    return c.json(answer.body, answer.status);
  })
  .post("/:id/cancel", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.userNotAuthenticated, 401);
    const bookingId = bookingIdSchema.safeParse(c.req.param("id"));
    if (!bookingId.success) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
    const cancelled = await cancelBooking(deps.db, {
      userId: session.user.id,
      bookingId: bookingId.data,
      now: deps.now(),
    });
    mailInBackground(c, {
      userId: session.user.id,
      courseId: cancelled.courseId,
      kind: "cancelled",
      credits: cancelled.creditsRefunded,
    });
    return c.json(cancelled);
  });
