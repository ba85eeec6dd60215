import type { ActivityType } from "../../../shared/constants.ts";
import type { Executor } from "../../db/client.ts";
import { activity } from "../../db/schema/activity.ts";

/** Appends to the audit trail, inside the caller's transaction so it stands or falls with the change. */
export async function recordActivity(
  db: Executor,
  entry: {
    userId: string;
    actorId: string | null;
    type: ActivityType;
    description: string;
    metadata?: Record<string, unknown>;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(activity).values({ ...entry, metadata: entry.metadata ?? {} });
}

/** What a booking's activity records of it: the booking, and its class as it was then. */
export function bookingActivityDetails(
  bookingId: string,
  item: { id: string; title: string; startsAt: Date },
) {
  return {
    bookingId,
    courseId: item.id,
    courseTitle: item.title,
    startsAt: item.startsAt.toISOString(),
  };
}
