import { describe, expect, it } from "vitest";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { exactMatch, noMatchMessage } from "./member-search-outcome.ts";

const member = (email: string, phone: string | null): AdminUser => ({
  id: email,
  name: "Aïna Hassan",
  nickname: null,
  email,
  phone,
  role: "student",
  credits: 0,
  isActive: true,
  createdAt: "2026-01-05T02:00:00.000Z",
  subscription: null,
});

describe("exactMatch", () => {
  const listed = [member("aina.h@example.com", "+60123456789"), member("aina@example.com", null)];

  it("finds the member whose whole e-mail or phone was typed, as the exact lookups do", () => {
    expect(exactMatch(listed, "  AINA@example.com ")?.email).toBe("aina@example.com");
    expect(exactMatch(listed, "+60 12-345 6789")?.email).toBe("aina.h@example.com");
  });

  it("finds nobody for part of one, or a name", () => {
    expect(exactMatch(listed, "aina")).toBeUndefined();
    expect(exactMatch(listed, "0123")).toBeUndefined();
    expect(exactMatch(listed, "example.com")).toBeUndefined();
  });
});

describe("noMatchMessage", () => {
  it("uses the spec's words for an e-mail and for a phone number", () => {
    expect(noMatchMessage(" nobody@example.com ")).toBe("No user found with this email address");
    expect(noMatchMessage("+60 19-000 0000")).toBe("No user found with this phone number");
    expect(noMatchMessage("0123")).toBe("No user found with this phone number");
  });

  it("names everything a search looks at otherwise", () => {
    expect(noMatchMessage("aina")).toBe("No user found with this name, nickname, email or phone");
    expect(noMatchMessage("aina 0123")).toBe(
      "No user found with this name, nickname, email or phone",
    );
  });
});
