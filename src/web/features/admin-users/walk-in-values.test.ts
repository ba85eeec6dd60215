import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { checkWalkIn, EMPTY_WALK_IN } from "./walk-in-values.ts";

describe("checkWalkIn", () => {
  it("asks for a name and a phone, and takes an e-mail only if it is one", () => {
    expect(checkWalkIn(EMPTY_WALK_IN)).toEqual({
      ok: false,
      errors: { name: "Name is required", phone: MESSAGES.registrationFieldsRequired },
    });
    expect(checkWalkIn({ name: "Aina", phone: "012-345 6789", email: "aina@" })).toEqual({
      ok: false,
      errors: { email: "Please enter a valid e-mail address, e.g. aina@example.com." },
    });
  });

  it("sends the walk-in trimmed, with the address in lower case or none", () => {
    expect(
      checkWalkIn({ name: " Aina ", phone: " 012-345 6789 ", email: " Aina@Example.com" }),
    ).toEqual({
      ok: true,
      data: { name: "Aina", phone: "012-345 6789", email: "aina@example.com" },
    });
    expect(checkWalkIn({ name: "Aina", phone: "012-345 6789", email: "" })).toMatchObject({
      ok: true,
      data: { email: "" },
    });
  });
});
