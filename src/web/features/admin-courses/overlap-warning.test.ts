import { describe, expect, it } from "vitest";
import { overlapQuery } from "./overlap-warning.tsx";

const KL = "Asia/Kuala_Lumpur";
const values = {
  startsAt: "2026-12-02T10:00",
  endsAt: "2026-12-02T11:00",
  tutorId: "",
  repeatWeeks: 1,
};

describe("the overlap question of the class form", () => {
  it("asks with the times in studio time, the tutor, the series and the class itself", () => {
    const query = new URLSearchParams(
      overlapQuery({ ...values, tutorId: "t-1", repeatWeeks: 4 }, KL, "c-1")!,
    );
    expect(Object.fromEntries(query)).toEqual({
      startsAt: "2026-12-02T02:00:00.000Z",
      endsAt: "2026-12-02T03:00:00.000Z",
      repeatWeeks: "4",
      tutorId: "t-1",
      excludeId: "c-1",
    });
  });

  it("asks nothing while the times are not a span yet", () => {
    expect(overlapQuery({ ...values, endsAt: "" }, KL, undefined)).toBeNull();
    expect(overlapQuery({ ...values, endsAt: "2026-12-02T09:00" }, KL, undefined)).toBeNull();
  });
});
