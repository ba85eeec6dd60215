import { describe, expect, it } from "vitest";
import {
  passwordResetSentMessage,
  rechargeSuccessMessage,
  resetPasswordConfirmMessage,
  userStatusChangedMessage,
  userStatusConfirmMessage,
} from "./messages.ts";

describe("the admin's user messages (spec §8)", () => {
  it("asks before a reset and before a status change", () => {
    expect(resetPasswordConfirmMessage("mei@example.com")).toBe(
      "Reset password for mei@example.com? They will receive a reset email.",
    );
    expect(userStatusConfirmMessage(true, "mei@example.com")).toBe(
      "Are you sure you want to enable mei@example.com?",
    );
    expect(userStatusConfirmMessage(false, "mei@example.com")).toBe(
      "Are you sure you want to disable mei@example.com?",
    );
  });

  it("says what was done", () => {
    expect(passwordResetSentMessage("mei@example.com")).toBe(
      "Password reset email sent to mei@example.com!",
    );
    expect(userStatusChangedMessage(false)).toBe("User disabled successfully!");
    expect(userStatusChangedMessage(true)).toBe("User enabled successfully!");
    expect(rechargeSuccessMessage(10, "mei@example.com", 24)).toBe(
      "Successfully added 10 credits to mei@example.com. New balance: 24 credits.",
    );
  });
});
