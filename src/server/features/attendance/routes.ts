import { type Context, Hono } from "hono";
import { z } from "zod";
import { dayRangeSchema } from "../../../shared/day-range.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, parseQuery, pathId } from "../../http/validate.ts";
import { markAllPresent } from "./mark-all-present.ts";
import { type MarkedAttendance, setAttendance } from "./set-attendance.ts";
import { undoMarkAllPresent } from "./undo-mark-all-present.ts";

/** About a quarter: long enough to look back over a term, short enough to stay quick. */
const rangeSchema = dayRangeSchema(93);
/** `{ attended }` as the spec's toggle; `noShow: true` marks a student who did not come. */
const markSchema = z
  .strictObject({
    attended: z.boolean({ error: "attended must be true or false" }),
    noShow: z.boolean({ error: "noShow must be true or false" }).default(false),
  })
  .refine((mark) => !(mark.attended && mark.noShow), MESSAGES.noShowAndAttended);
/** The bookings a "Mark all present" marked, as its answer named them. */
const undoSchema = z.strictObject({
  bookingIds: z
    .array(z.uuid({ error: "bookingIds must be booking ids" }), {
      error: "bookingIds must be a list of booking ids",
    })
    .min(1, "bookingIds must name at least one booking")
    .max(1000, "bookingIds may name at most 1000 bookings"),
});

export const attendanceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const range = parseQuery(c, rangeSchema);
    const { deps } = c.var;
    const answer = await deps.attendance(
      await c.var.changeVersions(),
      range,
      deps.settings.STUDIO_TIME_ZONE,
    );
    return c.body(answer, 200, { "Content-Type": "application/json" });
  })
  .put("/:bookingId", async (c) => {
    const bookingId = pathId(
      c.req.param("bookingId"),
      "booking_not_found",
      MESSAGES.attendanceBookingNotFound,
    );
    const { deps, session } = c.var;
    const mark = await parseJson(c, markSchema);
    return c.json(
      await setAttendance(deps.db, {
        bookingId,
        mark,
        actorId: session!.user.id,
        now: deps.now(),
      }),
    );
  })
  .post("/courses/:courseId/present", (c) =>
    classMarks(c, (input) => markAllPresent(c.var.deps.db, input)),
  )
  .post("/courses/:courseId/present/undo", async (c) => {
    const { bookingIds } = await parseJson(c, undoSchema);
    return classMarks(c, (input) => undoMarkAllPresent(c.var.deps.db, { ...input, bookingIds }));
  });

/** A change to the marks of the path's class, made by the admin now: answered with what changed. */
async function classMarks(
  c: Context<AppEnv>,
  change: (input: { courseId: string; actorId: string; now: Date }) => Promise<MarkedAttendance[]>,
) {
  const courseId = pathId(c.req.param("courseId"), "class_not_found", MESSAGES.classNotFound);
  const { deps, session } = c.var;
  return c.json(await change({ courseId, actorId: session!.user.id, now: deps.now() }));
}
