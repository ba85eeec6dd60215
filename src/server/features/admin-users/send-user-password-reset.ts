import { eq } from "drizzle-orm";
import { MESSAGES, passwordResetSentMessage } from "../../../shared/messages.ts";
import type { AppDeps } from "../../context.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { mailPasswordLink } from "./mail-password-link.ts";

/** resetUserPassword: Better Auth mails the user a reset link, as if they had asked for it. */
export async function sendUserPasswordReset(
  deps: Pick<AppDeps, "db" | "auth">,
  input: { userId: string; actorId: string; now: Date },
): Promise<{ message: string }> {
  const [account] = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  if (!account.email) throw new AppError("no_email", MESSAGES.userHasNoEmail, 409);
  await mailPasswordLink(deps.auth, account.email);
  await recordActivity(deps.db, {
    userId: input.userId,
    actorId: input.actorId,
    type: "profile",
    description: "Password reset e-mail sent by the studio",
    createdAt: input.now,
  });
  return { message: passwordResetSentMessage(account.email) };
}
