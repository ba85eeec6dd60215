import { Link } from "react-router";
import { addDaysToDay } from "../../../shared/day-range.ts";
import {
  formatCalendarDay,
  formatStudioTimeRange,
  toStudioDateInput,
} from "../../../shared/studio-format.ts";
import { ClassStatusBadge } from "../booking/class-status-badge.tsx";
import type { AdminCourse } from "./admin-course.ts";

/** The week's classes by studio day, Monday first. */
export function classesByDay(
  courses: AdminCourse[],
  week: string,
  timeZone: string,
): { day: string; classes: AdminCourse[] }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDaysToDay(week, index);
    return {
      day,
      classes: courses.filter((course) => toStudioDateInput(course.startsAt, timeZone) === day),
    };
  });
}

/**
 * The week at a glance (issue #21): a column a day on a laptop, a list of days on a phone; each
 * class with its time, title, tutor and places booked, a cancelled one marked, each opening its
 * Edit Class page.
 */
export function CourseWeek({
  courses,
  week,
  today,
  timeZone,
}: {
  courses: AdminCourse[];
  week: string;
  today: string;
  timeZone: string;
}) {
  return (
    <ol className="grid gap-4 lg:grid-cols-7 lg:gap-2">
      {classesByDay(courses, week, timeZone).map(({ day, classes }) => (
        <li
          key={day}
          aria-label={formatCalendarDay(day)}
          aria-current={day === today ? "date" : undefined}
          className="rounded-2xl border border-sand-200 bg-white p-3 aria-[current=date]:border-sage-600"
        >
          <h3 className="text-sm font-semibold text-ink">
            {formatCalendarDay(day).replace(/ \d{4}$/, "")}
            {day === today && <span className="ms-2 text-xs text-sage-700">Today</span>}
          </h3>
          {classes.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">No classes</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {classes.map((course) => (
                <li key={course.id}>
                  <Link
                    to={`/admin/edit_course/${course.id}`}
                    className={`block rounded-xl border px-2.5 py-2 text-sm hover:border-sage-600 ${course.cancelledAt ? "border-clay-300 bg-clay-100/40" : "border-sand-200 bg-sand-50"}`}
                  >
                    <span className="block text-xs text-ink-muted">
                      {formatStudioTimeRange(course.startsAt, course.endsAt, timeZone)}
                    </span>
                    <span className="block font-medium break-words text-ink">{course.title}</span>
                    <span className="block text-xs text-ink-muted">
                      {course.tutor?.name ?? "Unknown"} · {course.slotsFilled}/{course.totalSlots}{" "}
                      booked
                    </span>
                    {course.cancelledAt && (
                      <span className="mt-1 block">
                        <ClassStatusBadge status="cancelled" />
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
