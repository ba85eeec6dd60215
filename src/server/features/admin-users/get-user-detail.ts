import { eq } from "drizzle-orm";
import type { AdminUserDetail } from "../../../shared/admin-users.ts";
import { RECENT_ACTIVITY_COUNT } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { summariseSubscription } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { findCurrentSubscription } from "../profile/get-profile.ts";
import { listUserHistory } from "./list-user-history.ts";
import { toAdminUser } from "./to-admin-user.ts";

/** Where and when the admin reads a user: the studio's address for the classes, and now. */
export interface ReadingContext {
  now: Date;
  location: string;
}

/** The profile card of Recharge and Users: profile, subscription and the 3 latest activities. */
export async function getUserDetail(
  db: Executor,
  userId: string,
  context: ReadingContext,
): Promise<AdminUserDetail> {
  const { now } = context;
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  const [subscription, recent] = await Promise.all([
    findCurrentSubscription(db, userId, now),
    listUserHistory(db, {
      userId,
      filter: "all",
      page: 1,
      pageSize: RECENT_ACTIVITY_COUNT,
      ...context,
    }),
  ]);
  return {
    ...toAdminUser(account, subscription ? summariseSubscription(subscription, now) : null),
    recentActivity: recent.activities,
  };
}
