import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { session, user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";

/**
 * toggleUserStatus: a disabled account is banned (Better Auth then refuses its sign-in) and its
 * sessions end at once; enabling lifts the ban. An admin cannot lock themselves out.
 */
export async function setUserStatus(
  db: Database,
  input: { userId: string; actorId: string; isActive: boolean; now: Date },
): Promise<void> {
  const { userId, actorId, isActive, now } = input;
  if (userId === actorId && !isActive) {
    throw new AppError("cannot_disable_self", MESSAGES.cannotDisableYourself, 409);
  }
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(user)
      .set({
        banned: !isActive,
        banReason: isActive ? null : "Disabled by the studio",
        banExpires: null,
        updatedAt: now,
      })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (!updated) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
    if (!isActive) await tx.delete(session).where(eq(session.userId, userId));
    await recordActivity(tx, {
      userId,
      actorId,
      type: "profile",
      description: isActive ? "Account enabled by the studio" : "Account disabled by the studio",
      metadata: { isActive },
      createdAt: now,
    });
  });
}
