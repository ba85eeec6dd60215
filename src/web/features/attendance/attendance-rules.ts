import { MESSAGES } from "../../../shared/messages.ts";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { ApiError } from "../../lib/api-client.ts";
import type { AttendanceClass } from "./attendance-class.ts";

/** The calendar day `days` after a YYYY-MM-DD day (a date, not an instant: no zone involved). */
export function addDaysToDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** What the screen searches before the admin does: the coming week, from today (studio time). */
export function defaultAttendanceRange(today: string): DayRange {
  return { from: today, to: addDaysToDay(today, 6) };
}

/** A refused update (spec §8): the permission alert; any other failure in its own words. */
export function attendanceUpdateError(error: Error): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return MESSAGES.attendanceNotPermitted;
  }
  return error.message;
}

/** The classes with one student's new attendance, and their class's count to match. */
export function withAttendance(
  classes: AttendanceClass[],
  bookingId: string,
  attended: boolean,
): AttendanceClass[] {
  return classes.map((item) => {
    if (!item.students.some((student) => student.bookingId === bookingId)) return item;
    const students = item.students.map((student) =>
      student.bookingId === bookingId ? { ...student, attended } : student,
    );
    return {
      ...item,
      students,
      attendedCount: students.filter((student) => student.attended).length,
    };
  });
}
