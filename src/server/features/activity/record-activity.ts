import type { ActivityType } from "../../../shared/constants.ts";
import type { Executor } from "../../db/client.ts";
import { activity } from "../../db/schema/activity.ts";

export interface ActivityEntry {
  userId: string;
  actorId: string | null;
  type: ActivityType;
  description: string;
  metadata?: Record<string, unknown>;
  createdAt?: Date;
}

/**
 * Appends to the audit trail, inside the caller's transaction so it stands or falls with the
 * change; the entries of one change in one statement.
 */
export async function recordActivity(db: Executor, ...entries: ActivityEntry[]): Promise<void> {
  await db
    .insert(activity)
    .values(entries.map((entry) => ({ ...entry, metadata: entry.metadata ?? {} })));
}

type ActivityClass = { id: string; title: string; startsAt: Date };

/** A class as an activity records it: as it was then. */
function classDetails(item: ActivityClass) {
  return { courseId: item.id, courseTitle: item.title, startsAt: item.startsAt.toISOString() };
}

/** What a booking's activity records of it: the booking, and its class as it was then. */
export function bookingActivityDetails(bookingId: string, item: ActivityClass) {
  return { bookingId, ...classDetails(item) };
}

/** What a waitlist activity records: the place, and its class as it was then. */
export function waitlistActivityDetails(placeId: string, item: ActivityClass) {
  return { waitlistId: placeId, ...classDetails(item) };
}
