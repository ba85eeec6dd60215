import { describe, expect, it } from "vitest";
import { maxClassesLabel, yogaTypeLabels } from "./package-labels.ts";

describe("package labels", () => {
  it("write 999 classes a month as Unlimited", () => {
    expect(maxClassesLabel(999)).toBe("Unlimited");
    expect(maxClassesLabel(8)).toBe("8");
  });

  it("write no yoga types as All Yoga Types", () => {
    expect(yogaTypeLabels([])).toEqual(["All Yoga Types"]);
    expect(yogaTypeLabels(["Hatha Yoga", "Yin Yoga"])).toEqual(["Hatha Yoga", "Yin Yoga"]);
  });
});
