import { type Context, Hono } from "hono";
import { classRangeQuerySchema, MAX_CLASS_RANGE_DAYS } from "../../../shared/classes-schema.ts";
import { DAY_MS, studioDayRange } from "../../../shared/studio-time.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { preferredEncoding } from "../../http/content-encoding.ts";
import { parseQuery } from "../../http/validate.ts";
import { listTutors } from "./list-tutors.ts";

const DEFAULT_RANGE_DAYS = 62;

/** The range of classes a timetable request asks for: a month from today unless it says. */
function requestedRange(c: Context<AppEnv>, now: Date): { from: Date; to: Date } {
  const query = parseQuery(c, classRangeQuerySchema);
  const from = query.from ?? studioDayRange(now, c.var.deps.settings.STUDIO_TIME_ZONE).start;
  const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
  if (to <= from) throw new AppError("invalid_range", "to must be after from.", 400);
  if (to.getTime() - from.getTime() > MAX_CLASS_RANGE_DAYS * DAY_MS) {
    throw new AppError(
      "invalid_range",
      `Please ask for at most ${MAX_CLASS_RANGE_DAYS} days of classes at a time.`,
      400,
    );
  }
  return { from, to };
}

export const classRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { deps, session } = c.var;
  const now = deps.now();
  const { from, to } = requestedRange(c, now);
  const headers = {
    "Cache-Control": "no-store",
    "Content-Type": "application/json",
    Vary: "Accept-Encoding, Cookie",
  };
  const versions = await c.var.changeVersions();
  if (session) {
    const answer = await deps.timetable.studentAnswer(versions, session.user.id, from, to, now);
    return c.body(answer, 200, headers);
  }
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  const answer = await deps.timetable.visitorAnswer(versions, from, to, now, encoding);
  return c.body(
    answer.body,
    200,
    answer.encoding ? { ...headers, "Content-Encoding": answer.encoding } : headers,
  );
});

/**
 * The signed-in student's own classes among a range's: the few that differ for them from the
 * visitors' timetable (GET /api/classes without the cookie), which the site keeps compressed.
 */
export const myTimetableRoutes = new Hono<AppEnv>().get("/timetable", async (c) => {
  const session = requireSession(c.var.session);
  const now = c.var.deps.now();
  const { from, to } = requestedRange(c, now);
  const versions = await c.var.changeVersions();
  const answer = await c.var.deps.timetable.ownClasses(versions, session.user.id, from, to, now);
  return c.body(answer, 200, {
    "Cache-Control": "no-store",
    "Content-Type": "application/json",
  });
});

export const tutorRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listTutors(c.var.deps.db)),
);
