import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "./env.ts";

describe("readSettings", () => {
  it("runs with no settings at all, on the embedded database and studio defaults", () => {
    const settings = readSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.DATA_DIR).toBe("./data");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.STUDIO_TIME_ZONE).toBe("Asia/Kuala_Lumpur");
    expect(settings.ADMIN_EMAIL).toEqual([]);
    expect(settings.SEED_DEMO).toBe(true);
  });

  it("adds demo content in production only when asked for", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) };
    expect(readSettings(production).SEED_DEMO).toBe(false);
    expect(readSettings({ ...production, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
    expect(readSettings({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });

  it("reads a comma list of admin e-mails, trimmed and lowercased", () => {
    expect(
      readSettings({ ADMIN_EMAIL: " Owner@Studio.example, ,desk@studio.example" }).ADMIN_EMAIL,
    ).toEqual(["owner@studio.example", "desk@studio.example"]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT: PORT must be a number"],
    [{ PORT: "70000" }, "PORT: PORT must be between 1 and 65535"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL: DATABASE_URL must start with postgres://"],
    [{ ADMIN_EMAIL: "owner" }, "ADMIN_EMAIL"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: SMTP_URL must start with smtp://"],
    [
      { STUDIO_TIME_ZONE: "Mars/Olympus" },
      "STUDIO_TIME_ZONE: STUDIO_TIME_ZONE must be an IANA time zone",
    ],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET: BETTER_AUTH_SECRET must be at least 32"],
    [
      { GOOGLE_CLIENT_ID: "id-only" },
      "GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together",
    ],
    [{ NODE_ENV: "production" }, "BETTER_AUTH_SECRET: required in production"],
    [{ STRIPE_SECRET_KEY: "sk_test_abc" }, "STRIPE_WEBHOOK_SECRET: online payments need both"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_abc" }, "STRIPE_SECRET_KEY: online payments need both"],
    [
      { STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" },
      "STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key",
    ],
    [{ SEED_DEMO: "yes" }, "SEED_DEMO: SEED_DEMO must be true or false"],
  ])("fails fast on %o naming the setting", (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingsError);
    expect(() => readSettings(env)).toThrow(message);
  });

  it("treats blank optional settings as unset", () => {
    expect(readSettings({ DATABASE_URL: "  ", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
