import { createHmac } from "node:crypto";
import type { Auth } from "../auth/create-auth.ts";

/**
 * A signed-in session cookie for `userId` without a password check, for fixtures that need many
 * signed-in people quickly (password hashing is slow by design; sign-in itself is tested in
 * auth/accounts.integration.test.ts). It signs the token as Better Auth signs its session cookie:
 * HMAC-SHA256 with the secret, base64, appended after a dot.
 */
export async function sessionCookieFor(auth: Auth, userId: string): Promise<[string, string]> {
  const context = await auth.$context;
  const { token } = await context.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", context.secret).update(token).digest("base64");
  return [context.authCookies.sessionToken.name, encodeURIComponent(`${token}.${signature}`)];
}
