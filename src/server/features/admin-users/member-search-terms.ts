import { memberSearchKind } from "../../../shared/admin-users.ts";
import { normalisePhone } from "../../../shared/registration.ts";

/** What a member search looks for, read from what the admin typed. */
export interface MemberSearchTerms {
  /**
   * Each to be found somewhere in a member's search text (migration 0011): the words typed, a
   * word that reads as a phone number as its digits, a whole query that does as one run of digits.
   */
  words: string[];
  /** The query as the exact lookup by e-mail compares it: such a member comes first. */
  email: string;
  /** The query as the exact lookup by phone compares it. */
  phone: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The terms of `q`, already trimmed and not empty (memberSearchQuerySchema). */
export function memberSearchTerms(q: string): MemberSearchTerms {
  const words =
    memberSearchKind(q) === "phone"
      ? [digitsOf(q)]
      : q
          .split(/\s+/)
          .filter((word) => word !== "")
          .map((word) => (memberSearchKind(word) === "phone" ? digitsOf(word) : word));
  return { words, email: q.toLowerCase(), phone: normalisePhone(q) };
}
