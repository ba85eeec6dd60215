import { eq } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { constant, named } from "./named-statement.ts";
import { signInVersion } from "./schema/auth.ts";
import { bookingVersion, timetableVersion } from "./schema/courses.ts";
import { salesVersion } from "./schema/sales.ts";
import { sharedFreshRead } from "./shared-fresh-read.ts";

/**
 * The numbers that go up, in the changing transaction, with every change to what an app instance
 * keeps: the timetable (classes, tutors, booking policies: migrations 0004 and 0007), the sessions
 * and what they carry of their members, the bookings (0023), and the sales and refunds (0025).
 */
export interface ChangeVersions {
  timetable: number;
  signIns: number;
  bookings: number;
  sales: number;
}

/**
 * The database's change versions, read afresh for every caller and shared by the callers of an
 * event-loop turn (sharedFreshRead): a change acknowledged through any instance before a request
 * came is seen by that request, for one round trip a turn however many requests it serves.
 */
export function createChangeVersions(db: Executor): () => Promise<ChangeVersions> {
  const versionsQuery = named(
    db
      .select({
        timetable: timetableVersion.version,
        signIns: signInVersion.version,
        bookings: bookingVersion.version,
        sales: salesVersion.version,
      })
      .from(timetableVersion)
      .innerJoin(signInVersion, eq(signInVersion.id, timetableVersion.id))
      .innerJoin(bookingVersion, eq(bookingVersion.id, timetableVersion.id))
      .innerJoin(salesVersion, eq(salesVersion.id, timetableVersion.id))
      .where(eq(timetableVersion.id, constant(1))),
    "change_versions",
  );
  return sharedFreshRead(async () => {
    const [row] = await versionsQuery.execute();
    if (!row) throw new Error("the change versions' row is missing (migrations 0004, 0023, 0025)");
    return row;
  });
}

export type ChangeVersionsReader = ReturnType<typeof createChangeVersions>;
