import { randomUUID } from "node:crypto";
import type { WalkIn } from "../../../shared/admin-users.ts";
import { normalisePhone } from "../../../shared/registration.ts";
import type { AppDeps } from "../../context.ts";
import { user } from "../../db/schema/auth.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { withUniquePhone } from "../phone-numbers/with-unique-phone.ts";
import { mailPasswordLink } from "./mail-password-link.ts";
import { ensureEmailFree, withUniqueEmail } from "./unique-email.ts";

/**
 * The desk registers a walk-in (issue #69): a student's account with their name and phone, and
 * the e-mail if they give one, but no password. Its owner claims it by choosing one through the
 * link mailed to that address, now or once the desk adds the address (updateUser). Until then the
 * desk books them in and sells to them as to anyone; the account's mail waits for an address.
 */
export async function registerWalkIn(
  deps: Pick<AppDeps, "db" | "auth">,
  input: { walkIn: WalkIn; actorId: string; now: Date },
): Promise<{ userId: string }> {
  const { walkIn, actorId, now } = input;
  const userId = randomUUID();
  const email = walkIn.email || null;
  const phone = normalisePhone(walkIn.phone);
  await withUniqueEmail(() =>
    withUniquePhone(deps.db, { userId, phone }, async (tx) => {
      if (email) await ensureEmailFree(tx, email);
      await tx.insert(user).values({
        id: userId,
        name: walkIn.name,
        email,
        phone,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity(tx, {
        userId,
        actorId,
        type: "profile",
        description: "Registered at the desk",
        createdAt: now,
      });
    }),
  );
  if (email) await mailPasswordLink(deps.auth, email);
  return { userId };
}
