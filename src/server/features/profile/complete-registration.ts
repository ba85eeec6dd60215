import { eq } from "drizzle-orm";
import { isProfileComplete } from "../../../shared/identity.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { normalisePhone, type Registration } from "../../../shared/registration.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { withUniquePhone } from "../phone-numbers/with-unique-phone.ts";

/**
 * completeUserRegistration: saves name, nickname and phone, once. A complete profile is changed
 * with Edit Profile (PATCH /api/me), where every change is its own activity record.
 */
export async function completeRegistration(
  db: Database,
  userId: string,
  registration: Registration,
  now: Date,
): Promise<void> {
  const phone = normalisePhone(registration.phone);
  await withUniquePhone(db, { userId, phone }, async (tx) => {
    // Locked, so that two registrations sent at once are judged one after the other.
    const [current] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (current && isProfileComplete(current)) {
      throw new AppError("profile_already_complete", MESSAGES.profileAlreadyComplete, 409);
    }
    await tx
      .update(user)
      .set({
        name: registration.name,
        nickname: registration.nickname,
        phone,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "profile",
      description: "Completed the profile",
      metadata: { changes: ["name", "nickname", "phone"] },
      createdAt: now,
    });
  });
}
