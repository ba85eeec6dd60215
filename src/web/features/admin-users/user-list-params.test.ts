import { describe, expect, it } from "vitest";
import { showingUsers, userListParams, userListQuery } from "./user-list-params.ts";

describe("userListQuery", () => {
  it("reads the page and both filters", () => {
    expect(
      userListQuery(new URLSearchParams("page=2&status=disabled&subscription=without")),
    ).toEqual({ page: 2, status: "disabled", subscription: "without" });
  });

  it("takes the defaults for anything missing or odd", () => {
    expect(userListQuery(new URLSearchParams(""))).toEqual({
      page: 1,
      status: "all",
      subscription: "all",
    });
    expect(userListQuery(new URLSearchParams("page=0&status=banned&subscription=x"))).toEqual({
      page: 1,
      status: "all",
      subscription: "all",
    });
    expect(userListQuery(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("round-trips through the address, leaving the defaults out", () => {
    const query = { page: 3, status: "active", subscription: "with" } as const;
    expect(userListQuery(new URLSearchParams(userListParams(query)))).toEqual(query);
    expect(userListParams({ page: 1, status: "all", subscription: "all" })).toEqual({});
  });
});

describe("showingUsers", () => {
  it("counts the first page, a full middle page and a short last page", () => {
    expect(showingUsers(1, 30, 45)).toBe("Showing 1 to 30 of 45 users");
    expect(showingUsers(2, 30, 90)).toBe("Showing 31 to 60 of 90 users");
    expect(showingUsers(2, 30, 45)).toBe("Showing 31 to 45 of 45 users");
  });

  it("shows nothing to show as 0 to 0", () => {
    expect(showingUsers(1, 30, 0)).toBe("Showing 0 to 0 of 0 users");
  });
});
