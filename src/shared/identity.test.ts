import { describe, expect, it } from "vitest";
import { displayName, initials, isProfileComplete } from "./identity.ts";

describe("displayName", () => {
  it("prefers the display name", () => {
    expect(displayName({ name: "Nur Aina", nickname: "Aina", email: "aina@example.com" })).toBe(
      "Nur Aina",
    );
  });
  it("falls back to the nickname", () => {
    expect(displayName({ name: "  ", nickname: "Aina", email: "aina@example.com" })).toBe("Aina");
  });
  it("falls back to the e-mail before the @", () => {
    expect(displayName({ name: null, nickname: null, email: "aina.ahmad@example.com" })).toBe(
      "aina.ahmad",
    );
  });
  it("falls back to 'User'", () => {
    expect(displayName({})).toBe("User");
  });
});

describe("initials", () => {
  it("takes the first letters of the first two words, uppercased", () => {
    expect(initials({ name: "nur aina binti ahmad" })).toBe("NA");
  });
  it("takes two letters of a single word", () => {
    expect(initials({ name: "aina" })).toBe("AI");
  });
  it("uses the nickname or e-mail when there is no name", () => {
    expect(initials({ nickname: "Kak Long" })).toBe("KL");
    expect(initials({ email: "zed@example.com" })).toBe("ZE");
  });
  it("is 'U' for the fallback", () => {
    expect(initials({})).toBe("U");
    expect(initials({ email: "" })).toBe("U");
  });
  it("keeps a person literally named User", () => {
    expect(initials({ name: "User" })).toBe("US");
  });
  it("does not split a letter made of two UTF-16 units", () => {
    expect(initials({ name: "𝒜lia 𝒵ain" })).toBe("𝒜𝒵");
  });
});

describe("isProfileComplete", () => {
  it("needs a name, a nickname and a phone", () => {
    expect(isProfileComplete({ name: "A", nickname: "B", phone: "1" })).toBe(true);
    expect(isProfileComplete({ name: "A", nickname: " ", phone: "1" })).toBe(false);
    expect(isProfileComplete({ name: "A", nickname: "B", phone: null })).toBe(false);
  });
});
