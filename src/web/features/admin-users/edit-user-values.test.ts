import { describe, expect, it } from "vitest";
import { checkUserEdit, editUserValues } from "./edit-user-values.ts";

const valid = {
  name: " Tan Wei Ling ",
  phone: "+60 12-345 6789",
  email: "",
  credits: "12",
  creditsReason: "",
};
const SAVED_CREDITS = 12;

describe("checkUserEdit", () => {
  it("answers the trimmed update with credits as a number", () => {
    expect(checkUserEdit(valid, SAVED_CREDITS)).toEqual({
      ok: true,
      data: { name: "Tan Wei Ling", phone: "+60 12-345 6789", email: "", credits: 12 },
    });
  });

  it("lets the phone be empty and the credits be 0", () => {
    expect(
      checkUserEdit(
        { ...valid, phone: "", credits: "0", creditsReason: "Refunded" },
        SAVED_CREDITS,
      ),
    ).toMatchObject({
      ok: true,
      data: { phone: "", credits: 0 },
    });
  });

  it("requires a name and whole credits of 0 or more", () => {
    expect(checkUserEdit({ ...valid, name: "  " }, SAVED_CREDITS)).toEqual({
      ok: false,
      errors: { name: "Name is required" },
    });
    expect(checkUserEdit({ ...valid, credits: "-1" }, SAVED_CREDITS)).toEqual({
      ok: false,
      errors: { credits: "Credits must be at least 0" },
    });
    expect(checkUserEdit({ ...valid, credits: "2.5" }, SAVED_CREDITS)).toEqual({
      ok: false,
      errors: { credits: "Credits must be a whole number" },
    });
    expect(checkUserEdit({ ...valid, credits: "" }, SAVED_CREDITS)).toEqual({
      ok: false,
      errors: { credits: "Credits must be a whole number" },
    });
  });

  it("refuses a phone that is not one", () => {
    const checked = checkUserEdit({ ...valid, phone: "call me" }, SAVED_CREDITS);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.phone).toMatch(/valid phone number/);
  });
});

describe("a change of credits", () => {
  it("asks for a reason, trimmed, and sends it", () => {
    expect(checkUserEdit({ ...valid, credits: "20", creditsReason: "  " }, SAVED_CREDITS)).toEqual({
      ok: false,
      errors: { creditsReason: "Please give a reason for the change of credits." },
    });
    expect(
      checkUserEdit({ ...valid, credits: "20", creditsReason: " Paid cash " }, SAVED_CREDITS),
    ).toMatchObject({ ok: true, data: { credits: 20, creditsReason: "Paid cash" } });
  });

  it("asks nothing while the credits stay as saved", () => {
    expect(checkUserEdit({ ...valid, creditsReason: "ignored" }, SAVED_CREDITS)).toMatchObject({
      ok: true,
      data: { credits: 12, creditsReason: undefined },
    });
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
    ).toEqual({ name: "Arjun Menon", phone: "", email: "", credits: "7", creditsReason: "" });
  });
});
