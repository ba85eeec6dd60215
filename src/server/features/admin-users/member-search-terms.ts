import { memberSearchKind } from "../../../shared/admin-users.ts";
import { normalisePhone } from "../../../shared/registration.ts";

/** What a member search looks for, read from what the admin typed. */
export interface MemberSearchTerms {
  /**
   * Each to be found somewhere in a member's search text (migration 0011): the words typed, a
   * word that reads as a phone number as its digits, a whole query that does as one run of digits.
   */
  words: string[];
  /**
   * The query as the exact lookup by e-mail compares it, such a member coming first; null when it
   * has no @, as no e-mail is without one.
   */
  email: string | null;
  /**
   * The query as the exact lookup by phone compares it; null unless it reads as a phone number,
   * as a kept phone is its + and digits alone.
   */
  phone: string | null;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The terms of `q`, already trimmed and not empty (memberSearchQuerySchema). */
export function memberSearchTerms(q: string): MemberSearchTerms {
  const kind = memberSearchKind(q);
  const words =
    kind === "phone"
      ? [digitsOf(q)]
      : q
          .split(/\s+/)
          .filter((word) => word !== "")
          .map((word) => (memberSearchKind(word) === "phone" ? digitsOf(word) : word));
  return {
    words,
    email: kind === "email" ? q.toLowerCase() : null,
    phone: kind === "phone" ? normalisePhone(q) : null,
  };
}
