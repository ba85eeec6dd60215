import { and, asc, eq, sql } from "drizzle-orm";
import type { WaitlistPlace } from "../../../shared/waitlist.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { waitlistEntry } from "../../db/schema/courses.ts";

const lineStatement = builtPerConnection((db) =>
  named(
    db
      .select({
        id: waitlistEntry.id,
        userId: user.id,
        name: user.name,
        nickname: user.nickname,
        email: user.email,
        phone: user.phone,
        joinedAt: waitlistEntry.joinedAt,
      })
      .from(waitlistEntry)
      .innerJoin(user, eq(user.id, waitlistEntry.userId))
      .where(
        and(
          eq(waitlistEntry.courseId, sql.placeholder("courseId")),
          eq(waitlistEntry.status, constant("waiting")),
        ),
      )
      .orderBy(asc(waitlistEntry.line)),
    "class_waitlist",
  ),
);

/** A class's line as the desk sees it: who waits, first first. */
export async function listClassWaitlist(db: Executor, courseId: string): Promise<WaitlistPlace[]> {
  const rows = await lineStatement(db).execute({ courseId });
  return rows.map((row, index) => ({
    ...row,
    position: index + 1,
    joinedAt: row.joinedAt.toISOString(),
  }));
}
