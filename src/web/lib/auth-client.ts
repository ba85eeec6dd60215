import { inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * Better Auth at /api/auth on this origin. The server's extra user fields (the admin plugin's
 * role, the nickname) are declared here rather than inferred from the server's types, so the web
 * bundle never imports server code; the admin plugin's client is left out, since no screen calls
 * its endpoints (the admin screens use the studio's own API), and every page would load it.
 */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({
      user: {
        role: { type: "string", required: false },
        nickname: { type: "string", required: false },
      },
    }),
  ],
});

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>["data"]>["user"];
