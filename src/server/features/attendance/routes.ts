import { Hono } from "hono";
import { z } from "zod";
import { dayRangeSchema } from "../../../shared/day-range.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery } from "../../http/validate.ts";
import { markAllPresent } from "./mark-all-present.ts";
import { setAttendance } from "./set-attendance.ts";

/** About a quarter: long enough to look back over a term, short enough to stay quick. */
const rangeSchema = dayRangeSchema(93);
/** `{ attended }` as the spec's toggle; `noShow: true` marks a student who did not come. */
const markSchema = z
  .strictObject({
    attended: z.boolean({ error: "attended must be true or false" }),
    noShow: z.boolean({ error: "noShow must be true or false" }).default(false),
  })
  .refine((mark) => !(mark.attended && mark.noShow), MESSAGES.noShowAndAttended);

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
    const bookingId = z.uuid().safeParse(c.req.param("bookingId"));
    if (!bookingId.success) {
      throw new AppError("booking_not_found", MESSAGES.attendanceBookingNotFound, 404);
    }
    const { deps, session } = c.var;
    const mark = await parseJson(c, markSchema);
    return c.json(
      await setAttendance(deps.db, {
        bookingId: bookingId.data,
        mark,
        actorId: session!.user.id,
        now: deps.now(),
      }),
    );
  })
  .post("/courses/:courseId/present", async (c) => {
    const courseId = z.uuid().safeParse(c.req.param("courseId"));
    if (!courseId.success) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
    const { deps, session } = c.var;
    return c.json(
      await markAllPresent(deps.db, {
        courseId: courseId.data,
        actorId: session!.user.id,
        now: deps.now(),
      }),
    );
  });
