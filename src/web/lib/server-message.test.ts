import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { serverMessageOr, serverReason } from "./server-message.ts";

const CANCEL_FAILED = "Failed to cancel booking. Please try again.";

describe("serverMessageOr", () => {
  it("shows the server's refusal as it is", () => {
    const tooLate = new ApiError(
      "Cannot cancel booking less than 4 hours before class starts.",
      409,
      "cancel_too_late",
    );
    expect(serverMessageOr(tooLate, CANCEL_FAILED)).toBe(
      "Cannot cancel booking less than 4 hours before class starts.",
    );
  });

  it("falls back when the server said nothing in its own words", () => {
    expect(
      serverMessageOr(new ApiError("The request failed (HTTP 502).", 502), CANCEL_FAILED),
    ).toBe(CANCEL_FAILED);
    expect(
      serverMessageOr(new ApiError("We could not reach the studio.", 0, "network"), CANCEL_FAILED),
    ).toBe(CANCEL_FAILED);
    expect(serverMessageOr(new TypeError("Failed to fetch"), CANCEL_FAILED)).toBe(CANCEL_FAILED);
  });
});

describe("serverReason", () => {
  it("is the server's message for a refusal, and null when there is none", () => {
    expect(serverReason(new ApiError("You cannot disable your own account.", 409, "self"))).toBe(
      "You cannot disable your own account.",
    );
    expect(serverReason(new ApiError("The request failed (HTTP 502).", 502))).toBeNull();
    expect(serverReason(new ApiError("We could not reach the studio.", 0, "network"))).toBeNull();
    expect(serverReason(new Error("boom"))).toBeNull();
  });
});
