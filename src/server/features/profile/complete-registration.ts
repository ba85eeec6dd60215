import { and, eq, ne } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import { normalisePhone, type Registration } from "../../../shared/registration.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";

/** completeUserRegistration: saves name, nickname and phone; a phone belongs to one account. */
export async function completeRegistration(
  db: Database,
  userId: string,
  registration: Registration,
): Promise<void> {
  const phone = normalisePhone(registration.phone);
  const phoneTaken = new AppError("phone_taken", MESSAGES.phoneAlreadyUsed, 409);
  try {
    await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.phone, phone), ne(user.id, userId)));
      if (owner) throw phoneTaken;
      await tx
        .update(user)
        .set({
          name: registration.name,
          nickname: registration.nickname,
          phone,
          updatedAt: new Date(),
        })
        .where(eq(user.id, userId));
      await recordActivity(tx, {
        userId,
        actorId: userId,
        type: "profile",
        description: "Completed the profile",
        metadata: { changes: ["name", "nickname", "phone"] },
      });
    });
  } catch (error) {
    // Two sign-ups racing for one number: the unique index decides, with the same message.
    if (isUniqueViolation(error, "user_phone_unique")) throw phoneTaken;
    throw error;
  }
}
