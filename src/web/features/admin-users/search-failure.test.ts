import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { ApiError } from "../../lib/api-client.ts";
import { searchFailureMessage } from "./search-failure.ts";

describe("searchFailureMessage", () => {
  it("says which search found nobody, in the server's words", () => {
    const none = new ApiError(MESSAGES.noUserWithPhone, 404, "user_not_found");
    expect(searchFailureMessage(none)).toBe("No user found with this phone number");
  });

  it("says the search failed for anything else", () => {
    expect(
      searchFailureMessage(new ApiError("Something went wrong (req 1)", 500, "internal")),
    ).toBe("Failed to search user. Please try again.");
    expect(searchFailureMessage(new ApiError("No connection", 0, "network"))).toBe(
      MESSAGES.searchUserFailed,
    );
    expect(searchFailureMessage(new TypeError("Failed to fetch"))).toBe(MESSAGES.searchUserFailed);
  });
});
