import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { getBookingTerms } from "./get-booking-terms.ts";

const courseIdSchema = z.uuid();

/** Under /api/classes: the signed-in student's terms for booking one class (docs/api.md). */
export const bookingTermsRoutes = new Hono<AppEnv>().get("/:id/booking-terms", async (c) => {
  const session = requireSession(c.var.session);
  const courseId = courseIdSchema.safeParse(c.req.param("id"));
  // An id that cannot be a class's names no class.
  if (!courseId.success) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
  const { deps } = c.var;
  c.header("Cache-Control", "no-store");
  return c.json(
    await getBookingTerms(deps.db, {
      userId: session.user.id,
      courseId: courseId.data,
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    }),
  );
});
