import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keptAtVersion } from "../../db/kept-at-version.ts";
import { listAttendance } from "./list-attendance.ts";

/** Ranges kept at once: the weeks the desk moves between in a sitting (a week's is ~250 kB). */
const KEPT_RANGES = 8;

/**
 * Admin Attendance as this app instance keeps it while nothing in it can have changed: its
 * classes and tutors (the timetable's version), its bookings and their marks (the bookings'),
 * its students' names and e-mails (the sign-ins': every change to a member but their credits).
 * A week's answer is ~1 000 booked places written by the database, ~6 ms of its CPU each time,
 * queued behind one another when several are asked for at once; any booking or mark anywhere in
 * the studio makes the next one read afresh.
 */
export function createKeptAttendance(db: Executor) {
  const kept = keptAtVersion<string, string>(KEPT_RANGES);
  return async (
    versions: ChangeVersions,
    range: { from: string; to: string },
    timeZone: string,
  ): Promise<string> => {
    // Each version only goes up, so their sum goes up whenever any does.
    const version = versions.timetable + versions.bookings + versions.signIns;
    return kept.read(`${range.from}/${range.to}/${timeZone}`, version, () =>
      listAttendance(db, { ...range, timeZone }),
    );
  };
}

export type KeptAttendance = ReturnType<typeof createKeptAttendance>;
