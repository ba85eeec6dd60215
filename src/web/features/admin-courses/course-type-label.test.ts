import { describe, expect, it } from "vitest";
import { courseTypeLabel } from "./course-type-label.ts";

describe("courseTypeLabel", () => {
  it("names the type", () => {
    expect(courseTypeLabel("Yin Yoga")).toBe("Yin Yoga");
  });

  it("says 'Not Specified' when there is none", () => {
    expect(courseTypeLabel("")).toBe("Not Specified");
    expect(courseTypeLabel("  ")).toBe("Not Specified");
    expect(courseTypeLabel(null)).toBe("Not Specified");
  });
});
