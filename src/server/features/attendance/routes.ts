import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import { studioDaySchema } from "../../../shared/tutors.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery } from "../../http/validate.ts";
import { listAttendance } from "./list-attendance.ts";
import { setAttendance } from "./set-attendance.ts";

const MAX_DAYS = 93;

const rangeSchema = z
  .strictObject({ from: studioDaySchema, to: studioDaySchema })
  .refine((range) => range.to >= range.from, {
    message: "The end date must not be before the start date.",
  })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= MAX_DAYS * 86_400_000, {
    message: `Please search at most ${MAX_DAYS} days at a time.`,
  });
const attendedSchema = z.strictObject({
  attended: z.boolean({ error: "attended must be true or false" }),
});

export const attendanceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const range = parseQuery(c, rangeSchema);
    return c.json(
      await listAttendance(c.var.deps.db, {
        ...range,
        timeZone: c.var.deps.settings.STUDIO_TIME_ZONE,
      }),
    );
  })
  .put("/:bookingId", async (c) => {
    const bookingId = z.uuid().safeParse(c.req.param("bookingId"));
    if (!bookingId.success) {
      throw new AppError("booking_not_found", MESSAGES.attendanceBookingNotFound, 404);
    }
    const { attended } = await parseJson(c, attendedSchema);
    return c.json(await setAttendance(c.var.deps.db, bookingId.data, attended));
  });
