import { describe, expect, it } from "vitest";
import { checkUserEdit, editUserValues } from "./edit-user-values.ts";

const valid = { name: " Tan Wei Ling ", phone: "+60 12-345 6789", credits: "12" };

describe("checkUserEdit", () => {
  it("answers the trimmed update with credits as a number", () => {
    expect(checkUserEdit(valid)).toEqual({
      ok: true,
      data: { name: "Tan Wei Ling", phone: "+60 12-345 6789", credits: 12 },
    });
  });

  it("lets the phone be empty and the credits be 0", () => {
    expect(checkUserEdit({ ...valid, phone: "", credits: "0" })).toMatchObject({
      ok: true,
      data: { phone: "", credits: 0 },
    });
  });

  it("requires a name and whole credits of 0 or more", () => {
    expect(checkUserEdit({ ...valid, name: "  " })).toEqual({
      ok: false,
      errors: { name: "Name is required" },
    });
    expect(checkUserEdit({ ...valid, credits: "-1" })).toEqual({
      ok: false,
      errors: { credits: "Credits must be at least 0" },
    });
    expect(checkUserEdit({ ...valid, credits: "2.5" })).toEqual({
      ok: false,
      errors: { credits: "Credits must be a whole number" },
    });
    expect(checkUserEdit({ ...valid, credits: "" })).toEqual({
      ok: false,
      errors: { credits: "Credits must be a whole number" },
    });
  });

  it("refuses a phone that is not one", () => {
    const checked = checkUserEdit({ ...valid, phone: "call me" });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.phone).toMatch(/valid phone number/);
  });
});

describe("editUserValues", () => {
  it("fills the form from the user, an absent phone as empty", () => {
    expect(
      editUserValues({
        id: "u1",
        name: "Arjun Menon",
        nickname: null,
        email: "arjun@example.com",
        phone: null,
        role: "student",
        credits: 7,
        isActive: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        subscription: null,
      }),
    ).toEqual({ name: "Arjun Menon", phone: "", credits: "7" });
  });
});
