import { addDaysToDay } from "../../../shared/day-range.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { ApiError } from "../../lib/api-client.ts";
import type { AttendanceClass, AttendanceMark } from "./attendance-class.ts";

/**
 * What the screen searches before the admin does: yesterday (attendance taken late) and the
 * coming week from today, in studio time.
 */
export function defaultAttendanceRange(today: string): DayRange {
  return { from: addDaysToDay(today, -1), to: addDaysToDay(today, 6) };
}

/** A refused update (spec §8): the permission alert; any other failure in its own words. */
export function attendanceUpdateError(error: Error): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return MESSAGES.attendanceNotPermitted;
  }
  return error.message;
}

/** A no-show is a student who did not come: there is none before the class has started. */
export function canMarkNoShow(item: Pick<AttendanceClass, "startsAt">, now: Date): boolean {
  return new Date(item.startsAt) <= now;
}

/** The classes with one student's new mark, and their class's counts to match. */
export function withAttendance(
  classes: AttendanceClass[],
  { id, ...mark }: AttendanceMark,
): AttendanceClass[] {
  return classes.map((item) => {
    if (!item.students.some((student) => student.bookingId === id)) return item;
    const students = item.students.map((student) =>
      student.bookingId === id ? { ...student, ...mark } : student,
    );
    return {
      ...item,
      students,
      attendedCount: students.filter((student) => student.attended).length,
      noShowCount: students.filter((student) => student.noShow).length,
    };
  });
}
