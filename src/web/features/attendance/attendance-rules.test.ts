import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import type { AttendanceClass } from "./attendance-class.ts";
import {
  attendanceUpdateError,
  canMarkNoShow,
  defaultAttendanceRange,
  withAttendance,
} from "./attendance-rules.ts";

describe("attendance ranges", () => {
  it("start with yesterday and the coming week", () => {
    expect(defaultAttendanceRange("2026-12-01")).toEqual({ from: "2026-11-30", to: "2026-12-07" });
  });
});

describe("a failed attendance update", () => {
  it("is the permission alert when the server refuses the admin", () => {
    for (const status of [401, 403]) {
      expect(attendanceUpdateError(new ApiError("Forbidden", status, "forbidden"))).toBe(
        "❌ You do not have permission to update attendance.",
      );
    }
  });

  it("otherwise says what happened", () => {
    const gone = new ApiError(
      "This booking does not exist or was cancelled.",
      404,
      "booking_not_found",
    );
    expect(attendanceUpdateError(gone)).toBe("This booking does not exist or was cancelled.");
  });
});

describe("withAttendance", () => {
  const student = (bookingId: string, attended: boolean) => ({
    bookingId,
    userId: `u-${bookingId}`,
    name: bookingId,
    nickname: null,
    email: `${bookingId}@e.example`,
    attended,
    noShow: false,
    noShowFeeCredits: 0,
  });
  const classes: AttendanceClass[] = [
    {
      id: "c1",
      title: "Yin",
      startsAt: "2026-12-01T00:00:00Z",
      endsAt: "2026-12-01T01:00:00Z",
      tutorName: null,
      bookedCount: 2,
      attendedCount: 1,
      noShowCount: 0,
      students: [student("a", true), student("b", false)],
    },
    {
      id: "c2",
      title: "Flow",
      startsAt: "2026-12-02T00:00:00Z",
      endsAt: "2026-12-02T01:00:00Z",
      tutorName: "Ana",
      bookedCount: 1,
      attendedCount: 0,
      noShowCount: 0,
      students: [student("c", false)],
    },
  ];

  const mark = (id: string, attended: boolean, noShow = false, noShowFeeCredits = 0) => ({
    id,
    attended,
    noShow,
    noShowFeeCredits,
  });

  it("marks the student and recounts their class only", () => {
    const next = withAttendance(classes, mark("b", true));
    expect(next[0]!.attendedCount).toBe(2);
    expect(next[0]!.students[1]!.attended).toBe(true);
    expect(next[1]).toBe(classes[1]);
    expect(withAttendance(next, mark("a", false))[0]!.attendedCount).toBe(1);
  });

  it("counts no-shows, and what each cost", () => {
    const next = withAttendance(classes, mark("b", false, true, 2));
    expect(next[0]).toMatchObject({ attendedCount: 1, noShowCount: 1 });
    expect(next[0]!.students[1]).toMatchObject({ noShow: true, noShowFeeCredits: 2 });
    expect(withAttendance(next, mark("b", true))[0]).toMatchObject({
      attendedCount: 2,
      noShowCount: 0,
    });
  });
});

describe("a no-show", () => {
  it("can be marked from the class's start on", () => {
    const item = { startsAt: "2026-12-01T00:00:00Z" };
    expect(canMarkNoShow(item, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(canMarkNoShow(item, new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});
