import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { timetableVersion } from "../../db/schema/courses.ts";
import { listClassesJson } from "./list-classes.ts";

/** Ranges kept at once: the few that the timetable pages ask for (a month, from today). */
const KEPT_RANGES = 16;

/**
 * Shares one read among the callers that ask while it runs, but never hands a caller a read
 * that began before it asked: such a caller waits for the next one. So each caller sees every
 * change acknowledged before it asked, and a crowd of callers costs about one read per read's
 * duration instead of one each.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      running = null;
    });
    running = reading;
    return reading;
  };
  const startNext = () => {
    next = null;
    return start();
  };
  return () => {
    if (!running) return start();
    next ??= running.then(startNext, startNext);
    return next;
  };
}

/**
 * The visitors' timetable, the site's hottest read, kept in this app instance per range. An
 * answer is given again only while the database's timetable version (bumped by every change to
 * a class or a tutor, in the changing transaction: migration 0004) is the one it was made at, and
 * only until a class's status changes with time. The version is read for every request, so a
 * change made through any instance shows in the very next answer of every instance.
 */
export function createTimetableCache(db: Executor) {
  const currentVersion = sharedFreshRead(async () => {
    const [row] = await db
      .select({ version: timetableVersion.version })
      .from(timetableVersion)
      .where(eq(timetableVersion.id, 1));
    return row!.version;
  });
  const kept = new Map<string, { version: number; changesAt: number; json: string }>();

  return {
    async visitorJson(from: Date, to: Date, now: Date): Promise<string> {
      const version = await currentVersion();
      const key = `${from.getTime()}/${to.getTime()}`;
      const entry = kept.get(key);
      if (entry && entry.version === version && now.getTime() < entry.changesAt) {
        return entry.json;
      }
      // Made after the version was read: if a change lands in between, the answer is newer than
      // its version says, and the next request, reading the new version, makes it again.
      const { json, changesAt } = await listClassesJson(db, { from, to, userId: null, now });
      kept.delete(key);
      if (kept.size >= KEPT_RANGES) kept.delete(kept.keys().next().value!);
      kept.set(key, { version, changesAt, json });
      return json;
    },
  };
}

export type TimetableCache = ReturnType<typeof createTimetableCache>;
