import { eq } from "drizzle-orm";
import type { ProfileUpdate } from "../../../shared/profile.ts";
import { normalisePhone } from "../../../shared/registration.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { withUniquePhone } from "../phone-numbers/with-unique-phone.ts";

/**
 * updateUserProfile for a student: name, nickname, phone and the e-mail preferences; nothing else.
 * Only what differs from the saved profile is written, and named in the activity record.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
  now: Date,
): Promise<void> {
  const wanted = {
    ...(update.name !== undefined ? { name: update.name } : {}),
    ...(update.nickname !== undefined ? { nickname: update.nickname || null } : {}),
    ...(update.phone !== undefined ? { phone: normalisePhone(update.phone) } : {}),
    ...(update.emailNotifications !== undefined
      ? { emailNotifications: update.emailNotifications }
      : {}),
    ...(update.classReminders !== undefined ? { classReminders: update.classReminders } : {}),
  };
  if (Object.keys(wanted).length === 0) return;
  await withUniquePhone(db, { userId, phone: wanted.phone ?? null }, async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    const changes = Object.fromEntries(
      Object.entries(wanted).filter(
        ([field, value]) => current?.[field as keyof typeof wanted] !== value,
      ),
    );
    const changed = Object.keys(changes);
    if (changed.length === 0) return;
    await tx
      .update(user)
      .set({ ...changes, updatedAt: now })
      .where(eq(user.id, userId));
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "profile",
      description: "Updated the profile",
      metadata: { changes: changed },
      createdAt: now,
    });
  });
}
