import { Hono } from "hono";
import { z } from "zod";
import {
  classCancellationSchema,
  classUpdateSchema,
  deskBookingSchema,
  newClassSchema,
  overlapQuerySchema,
} from "../../../shared/courses.ts";
import { studioDaySchema } from "../../../shared/date-inputs.ts";
import { addDaysToDay } from "../../../shared/day-range.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, parseQuery, pathId } from "../../http/validate.ts";
import { bookStudentIn } from "../bookings/book-student-in.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { cancelClass } from "./cancel-class.ts";
import { createClasses } from "./create-classes.ts";
import { deleteClass } from "./delete-class.ts";
import { findOverlappingClasses } from "./find-overlapping-classes.ts";
import { getCourse } from "./get-course.ts";
import { listCourseTitles } from "./list-course-titles.ts";
import { listRoster } from "./list-roster.ts";
import { updateClass } from "./update-class.ts";

const listQuerySchema = z
  .strictObject({ date: studioDaySchema.optional(), week: studioDaySchema.optional() })
  .refine((query) => !(query.date && query.week), "Choose a day or a week, not both.");

const courseId = (raw: string) => pathId(raw, "class_not_found", MESSAGES.classNotFound);

export const adminCourseRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { date, week } = parseQuery(c, listQuerySchema);
    const { deps } = c.var;
    const answer = await deps.adminClasses(await c.var.changeVersions(), {
      days: date
        ? { from: date, to: date }
        : week
          ? { from: week, to: addDaysToDay(week, 6) }
          : null,
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    });
    return c.body(answer, 200, { "Content-Type": "application/json" });
  })
  .get("/titles", async (c) => c.json(await listCourseTitles(c.var.deps.db)))
  .get("/overlaps", async (c) => {
    const query = parseQuery(c, overlapQuerySchema);
    const { deps } = c.var;
    return c.json(
      await findOverlappingClasses(deps.db, { ...query, timeZone: deps.settings.STUDIO_TIME_ZONE }),
    );
  })
  .get("/:id", async (c) => c.json(await getCourse(c.var.deps.db, courseId(c.req.param("id")))))
  .post("/", async (c) => {
    const input = await parseJson(c, newClassSchema);
    const { deps } = c.var;
    const created = await createClasses(deps.db, input, {
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    });
    return c.json({ message: MESSAGES.courseAdded, courses: created }, 201);
  })
  .put("/:id", async (c) => {
    const id = courseId(c.req.param("id"));
    const update = await parseJson(c, classUpdateSchema);
    const { deps } = c.var;
    await updateClass(deps.db, id, update, {
      now: deps.now(),
      mail: await bookingMailContext(deps),
    });
    deps.mail.kick();
    // More slots are seats for the waitlist; the answer shows the class once they are given.
    await deps.waitlist.fill(id);
    return c.json({ message: MESSAGES.courseUpdated, course: await getCourse(deps.db, id) });
  })
  .post("/:id/cancel", async (c) => {
    const id = courseId(c.req.param("id"));
    const { reason } = await parseJson(c, classCancellationSchema);
    const { deps, session } = c.var;
    const cancelled = await cancelClass(deps.db, {
      courseId: id,
      reason,
      actorId: session!.user.id,
      now: deps.now(),
      mail: await bookingMailContext(deps),
    });
    deps.mail.kick();
    return c.json(cancelled);
  })
  .delete("/:id", async (c) => {
    await deleteClass(c.var.deps.db, courseId(c.req.param("id")));
    return c.json({ message: MESSAGES.classDeleted });
  })
  .get("/:id/roster", async (c) =>
    c.json(await listRoster(c.var.deps.db, courseId(c.req.param("id")))),
  )
  .post("/:id/bookings", async (c) => {
    const id = courseId(c.req.param("id"));
    const { userId, payment, reason, sale } = await parseJson(c, deskBookingSchema);
    const { deps, session } = c.var;
    const booked = await bookStudentIn(deps.db, {
      userId,
      courseId: id,
      payment,
      reason: reason ?? null,
      sale: sale ?? null,
      actorId: session!.user.id,
      now: deps.now(),
      mail: await bookingMailContext(deps),
    });
    deps.mail.kick();
    return c.json(booked, 201);
  });
