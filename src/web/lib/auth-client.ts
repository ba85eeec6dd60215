import { adminClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth at /api/auth on this origin. The server's extra user field (nickname) is declared
 * here rather than inferred from the server's types, so the web bundle never imports server code.
 */
export const authClient = createAuthClient({
  plugins: [
    adminClient(),
    inferAdditionalFields({ user: { nickname: { type: "string", required: false } } }),
  ],
});

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>["data"]>["user"];
