import { MESSAGES } from "../../../shared/messages.ts";
import { formatStudioMonthShort } from "../../../shared/studio-format.ts";

/** The name on the overview: the profile's full name, else the sign-in name, else 'Yoga Student'. */
export function memberName(profileName: string | null, signInName: string | null): string {
  return profileName?.trim() || signInName?.trim() || MESSAGES.fallbackStudentName;
}

/** Member Since: the short month and year the account was made, in studio time; 'Recent' if unknown. */
export function memberSince(createdAt: string | null | undefined, timeZone: string): string {
  const created = createdAt ? new Date(createdAt) : null;
  if (!created || Number.isNaN(created.getTime())) return MESSAGES.memberSinceUnknown;
  return formatStudioMonthShort(created, timeZone);
}
