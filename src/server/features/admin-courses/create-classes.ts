import type { NewClass } from "../../../shared/courses.ts";
import { addStudioWeeks } from "../../../shared/studio-time.ts";
import type { Database } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { ensureFutureStart } from "./ensure-future-start.ts";
import { ensureTutorExists } from "./ensure-tutor-exists.ts";

/**
 * Add Class, repeated on the same weekday and studio time for `repeatWeeks` weeks, all in one
 * transaction: the whole series is published, or none of it.
 */
export async function createClasses(
  db: Database,
  input: NewClass,
  options: { now: Date; timeZone: string },
) {
  const { repeatWeeks, ...fields } = input;
  ensureFutureStart(fields.startsAt, options.now);
  const length = fields.endsAt.getTime() - fields.startsAt.getTime();
  return db.transaction(async (tx) => {
    await ensureTutorExists(tx, fields.tutorId);
    const series = Array.from({ length: repeatWeeks }, (_, week) => {
      const startsAt = addStudioWeeks(fields.startsAt, week, options.timeZone);
      return {
        ...fields,
        startsAt,
        endsAt: new Date(startsAt.getTime() + length),
        createdAt: options.now,
      };
    });
    return tx.insert(course).values(series).returning();
  });
}
