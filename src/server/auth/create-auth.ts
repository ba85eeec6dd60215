import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, genericOAuth } from "better-auth/plugins";
import { inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/constants.ts";
import { MESSAGES } from "../../shared/messages.ts";
import type { Database } from "../db/client.ts";
import { account, rateLimit, session, user, verification } from "../db/schema/auth.ts";
import { baseUrl, googleSignInEnabled, type Settings } from "../env.ts";
import { recordActivity } from "../features/activity/record-activity.ts";
import type { Mailer } from "../mail/mailer.ts";
import { passwordResetMail } from "../mail/templates.ts";

export const GOOGLE_PROVIDER_ID = "google";
/** Set by the app from the connection (see app.ts); any value a caller sends is dropped. */
export const CLIENT_IP_HEADER = "x-studio-client-ip";
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface AuthDeps {
  db: Database;
  settings: Settings;
  secret: string;
  mailer: Mailer;
  log: Logger;
  /** The site's origin and any other origin its pages are served from (see compose.ts). */
  trustedOrigins: string[];
}

export function createAuth({ db, settings, secret, mailer, log, trustedOrigins }: AuthDeps) {
  const adminEmails = new Set(settings.ADMIN_EMAIL);
  const url = baseUrl(settings);
  return betterAuth({
    appName: settings.STUDIO_NAME,
    baseURL: url,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user: recipient, url: resetUrl }) {
        await mailer.send(
          passwordResetMail({
            to: recipient.email,
            studioName: settings.STUDIO_NAME,
            url: resetUrl,
          }),
        );
      },
    },
    user: {
      additionalFields: {
        nickname: { type: "string", required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: { enabled: true, storage: "database" },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    databaseHooks: {
      user: {
        create: {
          async before(newUser) {
            const role = adminEmails.has(newUser.email.toLowerCase()) ? "admin" : "student";
            return { data: { ...newUser, name: newUser.name?.trim() ?? "", role } };
          },
        },
      },
      session: {
        create: {
          async after(newSession) {
            await recordActivity(db, {
              userId: newSession.userId,
              actorId: newSession.userId,
              type: "login",
              description: "Signed in",
            });
            log.info({ userId: newSession.userId }, "signed in");
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: "student",
        adminRoles: ["admin"],
        bannedUserMessage: MESSAGES.accountDisabled,
      }),
      ...(googleSignInEnabled(settings)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: "Google",
                  discoveryUrl: settings.GOOGLE_DISCOVERY_URL,
                  clientId: settings.GOOGLE_CLIENT_ID!,
                  clientSecret: settings.GOOGLE_CLIENT_SECRET!,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** `ADMIN_EMAIL` also promotes accounts that existed before the setting named them. */
export async function promoteAdminEmails(db: Database, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: "admin" })
    .where(inArray(user.email, [...emails]));
}
