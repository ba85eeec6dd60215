import type { Database } from "../../db/client.ts";
import { markClassBookings } from "./mark-class-bookings.ts";
import type { MarkedAttendance } from "./set-attendance.ts";

/**
 * Takes back a "Mark all present" in one step: the bookings it marked (as its answer named them)
 * that are still of this class, booked and present, are marked not attended again.
 */
export function undoMarkAllPresent(
  db: Database,
  input: { courseId: string; bookingIds: string[]; actorId: string; now: Date },
): Promise<MarkedAttendance[]> {
  return markClassBookings(db, { ...input, mark: { attended: false, noShow: false } });
}
