import { describe, expect, it } from "vitest";
import { parentsFirst } from "./studio-tables.ts";

describe("parentsFirst", () => {
  it("puts every table after the tables it points to", () => {
    expect(
      parentsFirst([
        { name: "booking", parents: ["course", "user"] },
        { name: "course", parents: ["tutor"] },
        { name: "user", parents: [] },
        { name: "tutor", parents: [] },
        { name: "session", parents: ["user"] },
      ]),
    ).toEqual(["tutor", "user", "course", "session", "booking"]);
  });

  it("refuses a cycle rather than loop", () => {
    expect(() =>
      parentsFirst([
        { name: "a", parents: ["b"] },
        { name: "b", parents: ["a"] },
      ]),
    ).toThrow("the foreign keys of a, b form a cycle");
  });
});
