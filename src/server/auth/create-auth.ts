import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth } from "better-auth/plugins";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/constants.ts";
import { MESSAGES } from "../../shared/messages.ts";
import type { StudioSettings } from "../../shared/settings.ts";
import type { BackgroundTasks } from "../background-tasks.ts";
import type { Database } from "../db/client.ts";
import { account, rateLimit, session, user, verification } from "../db/schema/auth.ts";
import { baseUrl, googleSignInEnabled, type Settings } from "../env.ts";
import { recordActivity } from "../features/activity/record-activity.ts";
import { inputProblem } from "../http/validate.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  accountClaimMail,
  confirmEmailMail,
  existingAccountMail,
  passwordResetMail,
} from "../mail/templates.ts";
import { isCommonPassword } from "./common-passwords.ts";

export const GOOGLE_PROVIDER_ID = "google";
/** Set by the app from the connection (see app.ts); any value a caller sends is dropped. */
export const CLIENT_IP_HEADER = "x-studio-client-ip";
/** A session unused for a week ends; a session in use is renewed daily, but never beyond 30 days. */
const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** A confirmation link works for a day: long enough to find the e-mail, short enough to go stale. */
const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;

/** Where each Better Auth endpoint that sets a password carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
  "/admin/set-user-password": "newPassword",
};

/** A name given at sign-up is held to the profile's own limit. */
const NAME_MAX_LENGTH = 120;

const refuse = (code: string, message: string) => new APIError("BAD_REQUEST", { code, message });

/**
 * Checks Better Auth's input beyond its own schemas: no U+0000 and no deep nesting anywhere (see
 * `inputProblem`), no picture at sign-up, a sign-up name of reasonable length, and no common
 * password wherever one is set.
 */
const checkAuthInput = createAuthMiddleware(async (ctx) => {
  const problem = inputProblem(ctx.body) ?? inputProblem(ctx.query);
  if (problem) throw refuse("INVALID_INPUT", problem);
  const name: unknown = ctx.path === "/sign-up/email" ? ctx.body?.name : undefined;
  if (typeof name === "string" && name.length > NAME_MAX_LENGTH) {
    throw refuse("NAME_TOO_LONG", "Please keep your name under 120 characters.");
  }
  // Nothing in the studio sets a picture: one given at sign-up could only be a hostile link.
  if (ctx.path === "/sign-up/email" && ctx.body?.image != null) {
    throw refuse("IMAGE_NOT_ACCEPTED", "A picture cannot be given at sign-up.");
  }
  const field = NEW_PASSWORD_FIELD[ctx.path];
  const password: unknown = field ? ctx.body?.[field] : undefined;
  if (typeof password === "string" && isCommonPassword(password)) {
    throw refuse("PASSWORD_TOO_COMMON", MESSAGES.passwordTooCommon);
  }
});

/**
 * The answer without the session tokens in it (its own, its `session`'s, each listed session's),
 * or undefined when it has none.
 */
function withoutSessionTokens(answer: unknown): unknown {
  let removed = false;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== "object") return value;
    const { token, ...rest } = value as Record<string, unknown>;
    if (token !== undefined) removed = true;
    for (const key of ["session", "sessions"]) {
      if (key in rest) rest[key] = strip(rest[key]);
    }
    return rest;
  };
  const stripped = strip(answer);
  return removed ? stripped : undefined;
}

/**
 * A session token lives only in its HttpOnly cookie: no answer to a browser hands it to a script
 * (get-session, list-sessions and sign-in would), so an injected script could not carry it off.
 * Calls from the server's own code (no request) keep it.
 */
const keepSessionTokensFromScripts = createAuthMiddleware(async (ctx) => {
  const answer = ctx.context.returned;
  if (!ctx.request || !answer || answer instanceof Response || answer instanceof APIError) return;
  const stripped = withoutSessionTokens(answer);
  if (stripped !== undefined) return ctx.json(stripped as Record<string, unknown>);
});

export interface AuthDeps {
  db: Database;
  settings: Settings;
  secret: string;
  mailer: Mailer;
  log: Logger;
  /** Where mail is sent from, after the answer (see `advanced.backgroundTasks`). */
  background: BackgroundTasks;
  /** The site's origin and any other origin its pages are served from (see compose.ts). */
  trustedOrigins: string[];
  /** The studio's settings as saved now: its name signs the account e-mails. */
  studioSettings: () => Promise<StudioSettings>;
  /** The app's clock: the sign-in's audit entry is dated by it, as every change is. */
  now: () => Date;
}

export function createAuth({
  db,
  settings,
  studioSettings,
  secret,
  mailer,
  log,
  background,
  trustedOrigins,
  now,
}: AuthDeps) {
  const adminEmails = new Set(settings.ADMIN_EMAIL);
  /** A new account's name and role: for a real account and a known address's stand-in alike. */
  const newAccountFields = (email: string, name: string | undefined) => ({
    name: name?.trim() ?? "",
    role: adminEmails.has(email.toLowerCase()) ? "admin" : "student",
  });
  const url = baseUrl(settings);
  const studioName = async () => (await studioSettings()).identity.name;
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
      // An address is confirmed before its first sign-in. This is also what lets sign-up answer
      // the same for a new and a known address: the known one's owner is mailed instead.
      requireEmailVerification: true,
      // The answer for a known address is a made-up account: it must be made exactly as a new one
      // is, or its fields tell the two apart.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        ...newAccountFields(coreFields.email, coreFields.name),
        id,
      }),
      async onExistingUserSignUp({ user: owner }) {
        await mailer.send(
          existingAccountMail({
            to: owner.email,
            studioName: await studioName(),
            signInUrl: `${url}/login`,
          }),
        );
      },
      async sendResetPassword({ user: recipient, url: resetUrl }) {
        // A walk-in registered at the desk has no password yet: the link claims the account.
        const [password] = await db
          .select({ id: account.id })
          .from(account)
          .where(and(eq(account.userId, recipient.id), eq(account.providerId, "credential")));
        const mail = password ? passwordResetMail : accountClaimMail;
        await mailer.send(
          mail({ to: recipient.email, studioName: await studioName(), url: resetUrl }),
        );
      },
      // The link came to the address, so choosing a password through it confirms the address
      // too: a walk-in who claims their account can then sign in.
      async onPasswordReset({ user: owner }) {
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, owner.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      async sendVerificationEmail({ user: recipient, url: confirmUrl }) {
        await mailer.send(
          confirmEmailMail({
            to: recipient.email,
            studioName: await studioName(),
            url: confirmUrl,
          }),
        );
      },
    },
    user: {
      additionalFields: {
        nickname: { type: "string", required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 24 * 60 * 60 },
    hooks: { before: checkAuthInput, after: keepSessionTokensFromScripts },
    // The profile is changed through PATCH /api/me, with the studio's rules; an e-mail address is
    // not changed at all (it is the sign-in and the reset address).
    disabledPaths: ["/update-user", "/change-email"],
    rateLimit: { enabled: true, storage: "database" },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mail goes out after the answer: sign-up and the reset request mail a known address and a
      // new one differently (or not at all), and waiting for the mail server would time the
      // difference. A stop still waits for it (BackgroundTasks).
      backgroundTasks: {
        handler: (task) =>
          background.run(
            task.then(
              () => undefined,
              (error: unknown) => log.error({ err: error }, "auth mail failed"),
            ),
          ),
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    databaseHooks: {
      user: {
        create: {
          async before(newUser) {
            return { data: { ...newUser, ...newAccountFields(newUser.email, newUser.name) } };
          },
        },
      },
      session: {
        update: {
          // Better Auth renews a session by a full idle period; the renewal may not outlive the
          // absolute lifetime counted from sign-in.
          async after(renewed) {
            const absoluteEnd = sql`${session.createdAt} + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`;
            await db
              .update(session)
              .set({ expiresAt: absoluteEnd })
              .where(and(eq(session.id, renewed.id), gt(session.expiresAt, absoluteEnd)));
          },
        },
        create: {
          async after(newSession) {
            await recordActivity(db, {
              userId: newSession.userId,
              actorId: newSession.userId,
              type: "login",
              description: "Signed in",
              createdAt: now(),
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
