import { authClient } from "../../lib/auth-client.ts";

/** The page the mailed link leads to, after the server has checked the link. */
const RESET_PASSWORD_PATH = "/reset-password";

/**
 * Asks the server to mail a password-reset link to `email`. The server answers the same whether
 * or not an account has that address; a refusal (too many requests, say) comes back as `error`.
 */
export function requestPasswordReset(email: string) {
  return authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH });
}
