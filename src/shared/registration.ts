import { z } from "zod";
import { MESSAGES } from "./messages.ts";

const requiredText = z
  .string({ error: MESSAGES.registrationFieldsRequired })
  .trim()
  .min(1, MESSAGES.registrationFieldsRequired)
  .max(120, "Please keep each field under 120 characters.");

/** completeUserRegistration: every field is required (spec §5 Complete registration). */
export const registrationSchema = z.strictObject({
  name: requiredText,
  nickname: requiredText,
  phone: requiredText
    .max(32, "Please enter a phone number of at most 32 characters.")
    .regex(/^\+?[0-9][0-9 ()-]{5,}$/, "Please enter a valid phone number, e.g. +60 12-345 6789."),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Phone numbers are compared without spaces, dashes and brackets, so one number is one account. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, "");
}
