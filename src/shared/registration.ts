import { z } from "zod";
import { MESSAGES } from "./messages.ts";

const requiredText = z
  .string({ error: MESSAGES.registrationFieldsRequired })
  .trim()
  .min(1, MESSAGES.registrationFieldsRequired)
  .max(120, "Please keep each field under 120 characters.");

/** A phone number as a person types it: digits, spaces, dashes and brackets, a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,}$/;
export const PHONE_TOO_LONG_MESSAGE = "Please enter a phone number of at most 32 characters.";
export const PHONE_INVALID_MESSAGE = "Please enter a valid phone number, e.g. +60 12-345 6789.";

/** A student's own phone number: required wherever they give it (registration, Edit Profile). */
export const phoneSchema = requiredText
  .max(32, PHONE_TOO_LONG_MESSAGE)
  .regex(PHONE_PATTERN, PHONE_INVALID_MESSAGE);

/** completeUserRegistration: every field is required (spec §5 Complete registration). */
export const registrationSchema = z.strictObject({
  name: requiredText,
  nickname: requiredText,
  phone: phoneSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** Phone numbers are compared without spaces, dashes and brackets, so one number is one account. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, "");
}
