import { Hono } from "hono";
import { classRangeQuerySchema, MAX_CLASS_RANGE_DAYS } from "../../../shared/classes.ts";
import { studioDayRange } from "../../../shared/studio-time.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { preferredEncoding } from "../../http/content-encoding.ts";
import { parseQuery } from "../../http/validate.ts";
import { listTutors } from "./list-tutors.ts";

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_DAYS = 62;

export const classRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { deps, session } = c.var;
  const now = deps.now();
  const query = parseQuery(c, classRangeQuerySchema);
  const from = query.from ?? studioDayRange(now, deps.settings.STUDIO_TIME_ZONE).start;
  const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
  if (to <= from) throw new AppError("invalid_range", "to must be after from.", 400);
  if (to.getTime() - from.getTime() > MAX_CLASS_RANGE_DAYS * DAY_MS) {
    throw new AppError(
      "invalid_range",
      `Please ask for at most ${MAX_CLASS_RANGE_DAYS} days of classes at a time.`,
      400,
    );
  }
  const headers = {
    "Cache-Control": "no-store",
    "Content-Type": "application/json",
    Vary: "Accept-Encoding, Cookie",
  };
  if (session) {
    return c.body(await deps.timetable.studentAnswer(session.user.id, from, to, now), 200, headers);
  }
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  const answer = await deps.timetable.visitorAnswer(from, to, now, encoding);
  return c.body(
    answer.body,
    200,
    answer.encoding ? { ...headers, "Content-Encoding": answer.encoding } : headers,
  );
});

export const tutorRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listTutors(c.var.deps.db)),
);
