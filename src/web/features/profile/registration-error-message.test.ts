import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { ApiError } from "../../lib/api-client.ts";
import { registrationErrorMessage } from "./registration-error-message.ts";

describe("registrationErrorMessage", () => {
  it("shows the server's own message", () => {
    const refusal = new ApiError("Nickname is too long.", 400, "validation_failed");
    expect(registrationErrorMessage(refusal)).toBe("Nickname is too long.");
  });

  it("shows exactly the phone text when the message contains it", () => {
    const taken = new ApiError(
      `Could not save: ${MESSAGES.phoneAlreadyUsed} (+60123456789).`,
      409,
      "phone_taken",
    );
    expect(registrationErrorMessage(taken)).toBe(MESSAGES.phoneAlreadyUsed);
  });

  it("says the registration failed when the server answered without words", () => {
    expect(registrationErrorMessage(new ApiError("The request failed (HTTP 502).", 502))).toBe(
      "Failed to complete registration",
    );
  });

  it("shows a thrown error's message, or the save default when it has none", () => {
    expect(registrationErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(registrationErrorMessage(new Error(""))).toBe("Failed to save profile");
    expect(registrationErrorMessage("not an error")).toBe("Failed to save profile");
  });
});
