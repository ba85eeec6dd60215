import { type AdminUser, memberSearchKind } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { normalisePhone } from "../../../shared/registration.ts";

/**
 * The member whose e-mail or phone is exactly what was typed, as the exact lookups compare them
 * (e-mail without regard to case, phone without spaces or dashes), if the page lists them.
 */
export function exactMatch(users: AdminUser[], q: string): AdminUser | undefined {
  const typed = q.trim();
  const email = typed.toLowerCase();
  const phone = normalisePhone(typed);
  return users.find((user) => user.email?.toLowerCase() === email || user.phone === phone);
}

/** What a search that found nobody says: the spec's words for an e-mail or a phone (§8). */
export function noMatchMessage(q: string): string {
  const kind = memberSearchKind(q.trim());
  if (kind === "email") return MESSAGES.noUserWithEmail;
  if (kind === "phone") return MESSAGES.noUserWithPhone;
  return MESSAGES.noUserMatching;
}
