import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const url = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` });

const settingsSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "PORT must be a number" })
      .int("PORT must be a whole number")
      .min(1, "PORT must be between 1 and 65535")
      .max(65535, "PORT must be between 1 and 65535")
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
        .optional(),
    ),
    BETTER_AUTH_URL: optionalText.pipe(url("BETTER_AUTH_URL").optional()),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
    ),
    ADMIN_EMAIL: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "ADMIN_EMAIL must be a comma-separated list of e-mails" }))),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_DISCOVERY_URL: url("GOOGLE_DISCOVERY_URL").default(
      "https://accounts.google.com/.well-known/openid-configuration",
    ),
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)")
        .optional(),
    ),
    /** Stripe's API; another address only for a stand-in in tests. */
    STRIPE_API_URL: url("STRIPE_API_URL").default("https://api.stripe.com"),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().default("Studio <hello@studio.example>"),
    /** Unset: demo content in development and tests, never in production unless asked for. */
    SEED_DEMO: z
      .enum(["true", "false"], { error: "SEED_DEMO must be true or false" })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true")),
    TRUST_PROXY: z
      .enum(["true", "false"], { error: "TRUST_PROXY must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    BACKUP_KEEP: z.coerce
      .number({ error: "BACKUP_KEEP must be a number" })
      .int("BACKUP_KEEP must be a whole number")
      .min(0, "BACKUP_KEEP must be between 0 and 365")
      .max(365, "BACKUP_KEEP must be between 0 and 365")
      .default(14),
    BACKUP_HOUR: z.coerce
      .number({ error: "BACKUP_HOUR must be a number" })
      .int("BACKUP_HOUR must be a whole number")
      .min(0, "BACKUP_HOUR must be an hour from 0 to 23")
      .max(23, "BACKUP_HOUR must be an hour from 0 to 23")
      .default(3),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    STUDIO_TIME_ZONE: z
      .string()
      .default("Asia/Kuala_Lumpur")
      .refine(isTimeZone, "STUDIO_TIME_ZONE must be an IANA time zone such as Asia/Kuala_Lumpur"),
    STUDIO_NAME: z.string().default("Studio Sanctuary"),
    STUDIO_TAGLINE: z.string().default("Small-group yoga in the heart of Kuala Lumpur"),
    STUDIO_PHONE: z.string().default("+60 3-2181 0000"),
    STUDIO_EMAIL: z
      .email({ error: "STUDIO_EMAIL must be an e-mail address" })
      .default("hello@studio.example"),
    STUDIO_ADDRESS: z.string().default("Jalan Bukit Bintang, 55100 Kuala Lumpur, Malaysia"),
    STUDIO_DIRECTIONS_URL: url("STUDIO_DIRECTIONS_URL").default(
      "https://www.waze.com/ul?q=Bukit%20Bintang%20Kuala%20Lumpur",
    ),
    STUDIO_INSTAGRAM_URL: url("STUDIO_INSTAGRAM_URL").default("https://www.instagram.com/"),
    STUDIO_FACEBOOK_URL: url("STUDIO_FACEBOOK_URL").default("https://www.facebook.com/"),
    STUDIO_YOUTUBE_URL: url("STUDIO_YOUTUBE_URL").default("https://www.youtube.com/"),
    STUDIO_CURRENCY: z.string().default("RM"),
    STUDIO_ESTABLISHED: z.coerce.number().int().min(1900).max(2100).default(2015),
  })
  .transform((settings) => ({
    ...settings,
    // A production studio must not start with the published demo sign-ins by default.
    SEED_DEMO: settings.SEED_DEMO ?? settings.NODE_ENV !== "production",
  }));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

/** Reads and checks every setting; the only place that reads `process.env`. */
export function readSettings(source: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new SettingsError(`Invalid settings:\n${problems.join("\n")}`);
  }
  const settings = parsed.data;
  if (Boolean(settings.GOOGLE_CLIENT_ID) !== Boolean(settings.GOOGLE_CLIENT_SECRET)) {
    throw new SettingsError(
      "Invalid settings:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together",
    );
  }
  if (Boolean(settings.STRIPE_SECRET_KEY) !== Boolean(settings.STRIPE_WEBHOOK_SECRET)) {
    const missing = settings.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new SettingsError(
      `Invalid settings:\n  ${missing}: online payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; set ${missing} or remove the other`,
    );
  }
  if (settings.NODE_ENV === "production" && !settings.BETTER_AUTH_SECRET) {
    throw new SettingsError(
      "Invalid settings:\n  BETTER_AUTH_SECRET: required in production (at least 32 characters)",
    );
  }
  return settings;
}

export function baseUrl(settings: Settings): string {
  return settings.BETTER_AUTH_URL ?? `http://localhost:${settings.PORT}`;
}

export function googleSignInEnabled(settings: Settings): boolean {
  return Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET);
}

/** Online payments are on when both Stripe keys are set (issue #24). */
export function onlinePaymentsEnabled(settings: Settings): boolean {
  return Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET);
}
