import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { pathId } from "../../http/validate.ts";
import { getBookingTerms } from "./get-booking-terms.ts";

/** Under /api/classes: the signed-in student's terms for booking one class (docs/api.md). */
export const bookingTermsRoutes = new Hono<AppEnv>().get("/:id/booking-terms", async (c) => {
  const session = requireSession(c.var.session);
  const courseId = pathId(c.req.param("id"), "class_not_found", MESSAGES.classNotFound);
  const { deps } = c.var;
  c.header("Cache-Control", "no-store");
  return c.json(
    await getBookingTerms(deps.db, {
      userId: session.user.id,
      courseId,
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    }),
  );
});
