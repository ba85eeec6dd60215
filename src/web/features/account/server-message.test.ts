import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { serverMessageOr } from "./server-message.ts";

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
