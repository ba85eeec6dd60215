import { PrivateBadge } from "../booking/class-status-badge.tsx";
import type { AdminCourse } from "./admin-course.ts";
import { CourseTutor } from "./course-tutor.tsx";
import { courseTypeLabel } from "./course-type-label.ts";
import { CourseWhen } from "./course-when.tsx";
import { EditCourseLink } from "./edit-course-link.tsx";

const headers = ["Title", "Type", "Private", "Start", "End", "Tutor", "Vacant", "Credits", "Edit"];

/** The admin course list on wide screens: the columns of spec §2 Admin Courses. */
export function CourseTable({
  courses,
  caption,
  timeZone,
}: {
  courses: AdminCourse[];
  caption: string;
  timeZone: string;
}) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-sand-200 bg-white shadow-xs">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {courses.map((course) => (
            <tr key={course.id} className="align-top">
              <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
                {course.title}
              </th>
              <td className="px-4 py-3">{courseTypeLabel(course.courseType)}</td>
              <td className="px-4 py-3">
                {course.isPrivate ? <PrivateBadge /> : <span className="sr-only">No</span>}
              </td>
              <td className="px-4 py-3">
                <CourseWhen instant={course.startsAt} timeZone={timeZone} />
              </td>
              <td className="px-4 py-3">
                <CourseWhen instant={course.endsAt} timeZone={timeZone} />
              </td>
              <td className="px-4 py-3">
                <CourseTutor tutor={course.tutor} />
              </td>
              <td className="px-4 py-3 tabular-nums">{course.vacant}</td>
              <td className="px-4 py-3 tabular-nums">{course.credits}</td>
              <td className="px-4 py-3">
                <EditCourseLink course={course} timeZone={timeZone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
