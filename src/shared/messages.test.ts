import { describe, expect, it } from "vitest";
import {
  needCreditsForPackageMessage,
  needCreditsMessage,
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

describe("the credit refusals (spec §5, in correct English: issue #22)", () => {
  it("says 1 credit, and n credits otherwise", () => {
    expect(needCreditsMessage(1)).toBe("You need at least 1 credit to book this class.");
    expect(needCreditsMessage(3)).toBe("You need at least 3 credits to book this class.");
    expect(needCreditsForPackageMessage(1)).toBe("You need at least 1 credit to buy this package.");
    expect(needCreditsForPackageMessage(13)).toBe(
      "You need at least 13 credits to buy this package.",
    );
  });
});
