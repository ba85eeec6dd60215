import { z } from "zod";
import { LATE_CANCELLATION_RULES, MINUTES_PER_DAY, SETTING_LABELS } from "./settings.ts";
import { isWebAddress } from "./web-address.ts";

/*
 * The settings' checks, apart from settings.ts: the public pages read the settings but never
 * check them, and zod is a large part of their start on a slow phone (issue #25).
 */

const L = SETTING_LABELS;

const text = (field: string, max: number, min = 0) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(min, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const webAddress = (field: string, optional: boolean) =>
  text(field, 500).refine(
    (value) => (optional && value === "") || isWebAddress(value),
    `${field} must be an http or https address`,
  );

const wholeNumber = (field: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}`)
    .max(max, `${field} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}`);

export const studioIdentityFields = {
  name: text(L.name, 80, 1),
  tagline: text(L.tagline, 160),
  phone: text(L.phone, 40, 1),
  email: z.email({ error: `${L.email} must be an e-mail address` }).max(254),
  address: text(L.address, 300, 1),
  directionsUrl: webAddress(L.directionsUrl, false),
  instagramUrl: webAddress(L.instagramUrl, true),
  facebookUrl: webAddress(L.facebookUrl, true),
  youtubeUrl: webAddress(L.youtubeUrl, true),
  currency: text(L.currency, 8, 1),
  established: wholeNumber(L.established, 1900, 2100, ""),
  aboutText: text(L.aboutText, 5000),
};

export const bookingPolicyFields = {
  bookingClosesMinutesBefore: wholeNumber(
    L.bookingClosesMinutesBefore,
    0,
    7 * MINUTES_PER_DAY,
    "minutes before class",
  ),
  bookingHorizonDays: wholeNumber(L.bookingHorizonDays, 1, 365, "days").nullable(),
  cancellationDeadlineMinutes: wholeNumber(
    L.cancellationDeadlineMinutes,
    0,
    30 * MINUTES_PER_DAY,
    "minutes before class",
  ),
  lateCancellation: z.enum(LATE_CANCELLATION_RULES, {
    error: `${L.lateCancellation} must be one of: ${LATE_CANCELLATION_RULES.join(", ")}`,
  }),
  freeTrialOffered: z.boolean({ error: `${L.freeTrialOffered} must be true or false` }),
  freeTrialCredits: wholeNumber(L.freeTrialCredits, 1, 1000, "credits"),
  noShowFeeCredits: wholeNumber(L.noShowFeeCredits, 0, 100, "credits"),
  usualClassCredits: wholeNumber(L.usualClassCredits, 1, 100, "credits"),
  waitlistCutoffMinutes: wholeNumber(
    L.waitlistCutoffMinutes,
    0,
    7 * MINUTES_PER_DAY,
    "minutes before class",
  ).nullable(),
  reminderLeadHours: wholeNumber(L.reminderLeadHours, 1, 7 * 24, "hours before class"),
  attendanceOpensMinutesBefore: wholeNumber(
    L.attendanceOpensMinutesBefore,
    0,
    MINUTES_PER_DAY,
    "minutes before class",
  ),
};

/** `PATCH /api/admin/settings`: only the fields sent change. */
export const settingsChangeSchema = z.strictObject({
  identity: z.strictObject(studioIdentityFields).partial().optional(),
  policies: z.strictObject(bookingPolicyFields).partial().optional(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
