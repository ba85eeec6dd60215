import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { feedUrl, newFeedToken } from "./feed-address.ts";

/** A new secret for the student's feed: the old address answers 404 from now on. */
export async function resetCalendarFeed(
  db: Executor,
  input: { userId: string; appUrl: string },
): Promise<{ url: string }> {
  const token = newFeedToken();
  const [saved] = await db
    .update(user)
    .set({ calendarToken: token })
    .where(eq(user.id, input.userId))
    .returning({ id: user.id });
  if (!saved) throw new AppError("not_found", "This account does not exist.", 404);
  return { url: feedUrl(input.appUrl, token) };
}
