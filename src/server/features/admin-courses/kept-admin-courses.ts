import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keptAtVersion } from "../../db/kept-at-version.ts";
import { type AdminClassDays, listAdminCourses } from "./list-admin-courses.ts";

/** Lists kept at once: the days and weeks the desk moves between, and the classes not ended. */
const KEPT_LISTS = 16;

/** A list's JSON, and the instants it holds between (ms): from when it was read, until `until`. */
interface KeptList {
  json: string;
  readAt: number;
  until: number;
}

/**
 * Admin Courses' lists as this app instance keeps them while nothing in them can have changed:
 * its classes, their places and their tutors change the timetable's version (migration 0004), and
 * the classes not ended change as each of them ends. A list is the JSON of whole classes: ~90 of
 * them took 2.5–3.7 ms of the app's CPU an answer (bench:history, five years). Any change to a
 * class or a tutor anywhere, a booking included, makes the next list read afresh.
 */
export function createKeptAdminCourses(db: Executor) {
  const kept = keptAtVersion<string, KeptList>(KEPT_LISTS);
  return async (
    versions: ChangeVersions,
    options: { days: AdminClassDays; now: Date; timeZone: string },
  ): Promise<string> => {
    const { days, now, timeZone } = options;
    const key = days ? `${days.from}/${days.to}/${timeZone}` : "not ended";
    const instant = now.getTime();
    const known = kept.get(key, versions.timetable);
    if (known && known.readAt <= instant && instant < known.until) return known.json;
    const classes = await listAdminCourses(db, options);
    // The classes not ended are the same until the first of them ends; days' lists do not age.
    let until = Number.POSITIVE_INFINITY;
    if (!days) for (const item of classes) until = Math.min(until, item.endsAt.getTime());
    const json = JSON.stringify(classes);
    kept.keep(key, { json, readAt: instant, until }, versions.timetable);
    return json;
  };
}

export type KeptAdminCourses = ReturnType<typeof createKeptAdminCourses>;
