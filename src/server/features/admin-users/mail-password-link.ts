import type { AppDeps } from "../../context.ts";

/**
 * Has Better Auth mail `email` a link to choose a password, as Forgot password does: a reset for
 * an account that has one, a claim for a walk-in's that has none yet (create-auth.ts words it).
 */
export async function mailPasswordLink(auth: AppDeps["auth"], email: string): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
}
