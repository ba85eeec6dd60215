import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it.each(["password", "12345678", "iloveyou", "PASSWORD1", "qwertyuiop", "sunshine"])(
    "knows %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(["lotus-student-2015", "Teh tarik at 7!", "bukit-bintang-flow-42"])(
    "lets %s through",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
