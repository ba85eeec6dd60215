import { eq } from "drizzle-orm";
import type { ProfileUpdate } from "../../../shared/profile.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { recordActivity } from "../activity/record-activity.ts";

/** updateUserProfile for a student: name, nickname and the e-mail preference; nothing else. */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<void> {
  const changes = {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.nickname !== undefined ? { nickname: update.nickname || null } : {}),
    ...(update.emailNotifications !== undefined
      ? { emailNotifications: update.emailNotifications }
      : {}),
  };
  const changed = Object.keys(changes);
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(user.id, userId));
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "profile",
      description: "Updated the profile",
      metadata: { changes: changed },
    });
  });
}
