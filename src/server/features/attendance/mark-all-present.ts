import type { Database } from "../../db/client.ts";
import { markClassBookings } from "./mark-class-bookings.ts";
import type { MarkedAttendance } from "./set-attendance.ts";

/**
 * "Mark all present" for one class (issue #21): every booked student not yet marked attended is
 * marked so, under the same rule as the single switch (a no-show withdrawn gives its fee back;
 * refused before attendance opens). Answers the marks that changed.
 */
export function markAllPresent(
  db: Database,
  input: { courseId: string; actorId: string; now: Date },
): Promise<MarkedAttendance[]> {
  return markClassBookings(db, { ...input, mark: { attended: true, noShow: false } });
}
