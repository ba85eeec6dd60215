import { Hono } from "hono";
import { z } from "zod";
import { studioReasonSchema } from "../../../shared/courses.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { leaveWaitlist } from "./leave-waitlist.ts";
import { moveToFront } from "./move-to-front.ts";
import { removeFromWaitlist } from "./remove-from-waitlist.ts";

const classId = (raw: string) => pathId(raw, "class_not_found", MESSAGES.classNotFound);

const placeId = (raw: string) =>
  pathId(raw, "waitlist_place_not_found", MESSAGES.waitlistEntryNotFound);

/** A student's own place in a class's line: `/api/classes/:id/waitlist`. */
export const waitlistRoutes = new Hono<AppEnv>()
  .post("/:id/waitlist", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.pleaseLogInToBook, 401);
    const joined = await deps.waitlistJoins({
      userId: session.user.id,
      courseId: classId(c.req.param("id")),
      now: deps.now(),
    });
    return c.json(joined, 201);
  })
  .delete("/:id/waitlist", async (c) => {
    const { deps, session } = c.var;
    if (!session) throw new AppError("unauthenticated", MESSAGES.userNotAuthenticated, 401);
    return c.json(
      await leaveWaitlist(deps.db, {
        userId: session.user.id,
        courseId: classId(c.req.param("id")),
        now: deps.now(),
      }),
    );
  });

const removalSchema = z.strictObject({ reason: studioReasonSchema });

/** The desk's hand on a class's line: `/api/admin/waitlist/:id`. */
export const adminWaitlistRoutes = new Hono<AppEnv>()
  .post("/:id/remove", async (c) => {
    const id = placeId(c.req.param("id"));
    const { reason } = await parseJson(c, removalSchema);
    const { deps, session } = c.var;
    const removed = await removeFromWaitlist(deps.db, {
      placeId: id,
      reason,
      actorId: session!.user.id,
      now: deps.now(),
      mail: await bookingMailContext(deps),
    });
    deps.mail.kick();
    return c.json(removed);
  })
  .post("/:id/front", async (c) => {
    const { deps, session } = c.var;
    const moved = await moveToFront(deps.db, {
      placeId: placeId(c.req.param("id")),
      actorId: session!.user.id,
      now: deps.now(),
    });
    // A seat left free (the waitlist closed, say) stays so; an open one goes to the new first.
    await deps.waitlist.fill(moved.courseId);
    return c.json(moved);
  });
