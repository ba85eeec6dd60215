import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { timetableVersion } from "../../db/schema/courses.ts";
import { type ContentEncoding, compressBody } from "../../http/content-encoding.ts";
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

/** A kept answer: its JSON as UTF-8 bytes, and each compression of them once one was asked for. */
interface KeptAnswer {
  version: number;
  changesAt: number;
  body: Buffer<ArrayBuffer>;
  compressed: Map<ContentEncoding, Promise<Buffer<ArrayBuffer>>>;
}

/**
 * The visitors' timetable, the site's hottest read, kept in this app instance per range. An
 * answer is given again only while the database's timetable version (bumped by every change to
 * a class or a tutor, in the changing transaction: migration 0004) is the one it was made at, and
 * only until a class's status changes with time. The version is read for every request, so a
 * change made through any instance shows in the very next answer of every instance.
 *
 * Kept answers are also kept compressed, made once per answer: about a twentieth of the bytes
 * (100 kB of JSON to 5.5 kB of Brotli for a month), which a phone gets sooner and the server
 * sends for less. It is safe here, where it is not for the API at large (web-app.ts), because
 * the visitors' timetable holds no secret and nothing the caller sent.
 */
export function createTimetableCache(db: Executor) {
  const versionQuery = db
    .select({ version: timetableVersion.version })
    .from(timetableVersion)
    .where(eq(timetableVersion.id, 1))
    .prepare("timetable_version");
  const currentVersion = sharedFreshRead(async () => {
    const [row] = await versionQuery.execute();
    return row!.version;
  });
  const kept = new Map<string, KeptAnswer>();

  const keptAnswer = async (from: Date, to: Date, now: Date): Promise<KeptAnswer> => {
    const version = await currentVersion();
    const key = `${from.getTime()}/${to.getTime()}`;
    const entry = kept.get(key);
    if (entry && entry.version === version && now.getTime() < entry.changesAt) return entry;
    // Made after the version was read: if a change lands in between, the answer is newer than
    // its version says, and the next request, reading the new version, makes it again.
    const { json, changesAt } = await listClassesJson(db, { from, to, userId: null, now });
    const made: KeptAnswer = { version, changesAt, body: Buffer.from(json), compressed: new Map() };
    kept.delete(key);
    if (kept.size >= KEPT_RANGES) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
    return made;
  };

  return {
    /** The visitors' JSON for [from, to), compressed with `encoding` when one is given. */
    async visitorAnswer(
      from: Date,
      to: Date,
      now: Date,
      encoding: ContentEncoding | null,
    ): Promise<{ body: Buffer<ArrayBuffer>; encoding: ContentEncoding | null }> {
      const answer = await keptAnswer(from, to, now);
      if (!encoding) return { body: answer.body, encoding };
      let compressed = answer.compressed.get(encoding);
      if (!compressed) {
        compressed = compressBody(answer.body, encoding);
        answer.compressed.set(encoding, compressed);
        // A failed compression is not kept: the next request tries again.
        compressed.catch(() => answer.compressed.delete(encoding));
      }
      return { body: await compressed, encoding };
    },
  };
}

export type TimetableCache = ReturnType<typeof createTimetableCache>;
