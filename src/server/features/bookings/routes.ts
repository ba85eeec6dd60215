import { Hono } from "hono";
import { z } from "zod";
import { bookClassSchema } from "../../../shared/classes.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../http/validate.ts";
import { runIdempotent } from "../idempotency/run-idempotent.ts";
import { bookClass } from "./book-class.ts";
import { cancelBooking } from "./cancel-booking.ts";

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100, "Idempotency-Key must be at most 100 characters.")
  .optional();
const bookingIdSchema = z.uuid({ error: MESSAGES.bookingNotFound });

export const bookingRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.pleaseLogInToBook, 401);
    const { courseId } = await parseJson(c, bookClassSchema);
    const key = idempotencyKeySchema.safeParse(c.req.header("idempotency-key"));
    if (!key.success) throw new AppError("invalid_input", key.error.issues[0]!.message, 400);
    const answer = await runIdempotent(
      deps.db,
      key.data ? { userId: session.user.id, key: key.data, scope: "book-class" } : null,
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
    return c.json(answer.body, answer.status);
  })
  .post("/:id/cancel", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.userNotAuthenticated, 401);
    const bookingId = bookingIdSchema.safeParse(c.req.param("id"));
    if (!bookingId.success) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
    return c.json(
      await cancelBooking(deps.db, {
        userId: session.user.id,
        bookingId: bookingId.data,
        now: deps.now(),
      }),
    );
  });
