import { describe, expect, it } from "vitest";
import { fromStudioDateTimeInput, toStudioDateTimeInput } from "./studio-date-time-input.ts";

const KL = "Asia/Kuala_Lumpur";

// vitest runs in Los Angeles: reading the input in the process's zone would be 16 hours off.
describe("datetime-local values in studio time", () => {
  it("shows an instant as the studio's wall clock", () => {
    expect(toStudioDateTimeInput("2026-11-30T23:30:00Z", KL)).toBe("2026-12-01T07:30");
    expect(toStudioDateTimeInput(new Date("2026-12-01T15:45:00Z"), KL)).toBe("2026-12-01T23:45");
  });

  it("reads the studio's wall clock as an instant", () => {
    expect(fromStudioDateTimeInput("2026-12-01T07:30", KL)?.toISOString()).toBe(
      "2026-11-30T23:30:00.000Z",
    );
    expect(fromStudioDateTimeInput("2026-12-01T07:30:15", KL)?.toISOString()).toBe(
      "2026-11-30T23:30:15.000Z",
    );
  });

  it("round-trips", () => {
    const value = "2027-03-14T18:15";
    expect(toStudioDateTimeInput(fromStudioDateTimeInput(value, KL)!, KL)).toBe(value);
  });

  it("keeps the wall clock across a clock change in zones that have one", () => {
    // 2026-03-08 02:30 does not exist in New York; 03:30 EDT does.
    expect(fromStudioDateTimeInput("2026-03-08T12:00", "America/New_York")?.toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
  });

  it("gives null for a blank or malformed value", () => {
    expect(fromStudioDateTimeInput("", KL)).toBeNull();
    expect(fromStudioDateTimeInput("2026-12-01", KL)).toBeNull();
    expect(fromStudioDateTimeInput("tomorrow at 7", KL)).toBeNull();
  });
});
