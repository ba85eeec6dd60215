import { startOidcProvider } from "../../src/server/testing/oidc-provider.ts";
import { GOOGLE_ACCOUNT } from "./google-account.ts";

/**
 * A second browser-test server with Google sign-in on, Google being a real local OpenID provider
 * (oidc-provider, as in the server's own Google test). Only the Google journey uses it, so every
 * other journey sees the login page as a studio without Google has it.
 */
const appUrl = process.env.BETTER_AUTH_URL;
if (!appUrl) throw new Error("BETTER_AUTH_URL is not set (see playwright.config.ts)");
const clientId = "studio-e2e";
const clientSecret = "studio-e2e-secret";
const provider = await startOidcProvider({
  clientId,
  clientSecret,
  redirectUri: `${appUrl}/api/auth/callback/google`,
  accounts: [GOOGLE_ACCOUNT],
});
process.env.GOOGLE_CLIENT_ID = clientId;
process.env.GOOGLE_CLIENT_SECRET = clientSecret;
process.env.GOOGLE_DISCOVERY_URL = provider.discoveryUrl;
await import("./serve-with-smtp.ts");
