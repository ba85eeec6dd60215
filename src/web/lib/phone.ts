import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A member's phone as the admin screens show it (issue #69): international format, a number
 * without a leading + read as Malaysian ("0123456789" → "+60 12 345 6789"), and the stored text
 * as it is where it does not read as a phone number. Its own module, apart from `formatters.ts`,
 * which the public pages import: libphonenumber-js and its metadata (about 30 kB gzip) load only
 * with the admin screens that show a phone.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "MY");
  return parsed?.isPossible() ? parsed.formatInternational() : phone;
}

/** The `tel:` address of a phone: its digits as stored, with a leading + kept. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
