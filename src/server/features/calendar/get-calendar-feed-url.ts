import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { feedUrl, newFeedToken } from "./feed-address.ts";

/**
 * The address of the student's calendar feed. Its secret is made the first time it is asked for
 * (once: a second request at the same moment gets the same one), so that no account carries a
 * feed it never wanted.
 */
export async function getCalendarFeedUrl(
  db: Executor,
  input: { userId: string; appUrl: string },
): Promise<{ url: string }> {
  const [saved] = await db
    .update(user)
    .set({ calendarToken: sql`coalesce(${user.calendarToken}, ${newFeedToken()})` })
    .where(eq(user.id, input.userId))
    .returning({ token: user.calendarToken });
  if (!saved?.token) throw new AppError("not_found", "This account does not exist.", 404);
  return { url: feedUrl(input.appUrl, saved.token) };
}
