import { z } from "zod";
import { senFromRinggit } from "./money.ts";

// Apart from money.ts, whose formatting the price list uses: zod stays off the public pages.

/**
 * An amount of ringgit as a form or a client sends it: a number or text with at most two
 * decimals, 0 or more. Parsed to sen.
 */
export function ringgitField(label: string) {
  const message = `${label} must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).`;
  return z.union([z.string(), z.number()], { error: message }).transform((input, context) => {
    const sen = senFromRinggit(input);
    if (sen === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return sen;
  });
}
