import { Hono } from "hono";
import { bookClassSchema } from "../../../shared/classes-schema.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { readIdempotencyKey } from "../idempotency/read-idempotency-key.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { bookClass } from "./book-class.ts";
import { cancelBooking } from "./cancel-booking.ts";

export const bookingRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.pleaseLogInToBook, 401);
    const { courseId } = await parseJson(c, bookClassSchema);
    const userId = session.user.id;
    const now = deps.now();
    const idempotencyKey = readIdempotencyKey(c) ?? null;
    return deps.bookingAttempts({ userId, courseId, idempotencyKey }, now, async () => {
      const mail = await bookingMailContext(deps);
      return answerOnce(
        c,
        { userId, route: "book-class", input: { courseId }, status: 201 },
        (tx) => bookClass(tx, { userId, courseId, now, mail }),
      );
    });
  })
  .post("/:id/cancel", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.userNotAuthenticated, 401);
    const bookingId = pathId(c.req.param("id"), "booking_not_found", MESSAGES.bookingNotFound);
    const cancelled = await cancelBooking(deps.db, {
      userId: session.user.id,
      bookingId,
      now: deps.now(),
      mail: await bookingMailContext(deps),
    });
    deps.mail.kick();
    await deps.waitlist.fill(cancelled.courseId);
    return c.json(cancelled);
  });
