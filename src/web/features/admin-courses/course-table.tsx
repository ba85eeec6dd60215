import { DataTable } from "../../components/ui/data-table.tsx";
import { ClassStatusBadge, PrivateBadge } from "../booking/class-status-badge.tsx";
import type { AdminCourse } from "./admin-course.ts";
import { CourseActions } from "./course-actions.tsx";
import { CourseTutor } from "./course-tutor.tsx";
import { courseTypeLabel } from "./course-type-label.ts";
import { CourseWhen } from "./course-when.tsx";

const headers = [
  "Title",
  "Type",
  "Private",
  "Start",
  "End",
  "Tutor",
  "Vacant",
  "Credits",
  "Actions",
];

/** The admin course list on wide screens: the columns of spec §2 Admin Courses. */
export function CourseTable({
  courses,
  caption,
  timeZone,
  onCancel,
}: {
  courses: AdminCourse[];
  caption: string;
  timeZone: string;
  onCancel: (course: AdminCourse) => void;
}) {
  return (
    <DataTable caption={caption} headers={headers}>
      {courses.map((course) => (
        <tr key={course.id} className="align-top">
          <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
            {course.title}
            {course.cancelledAt && (
              <div className="mt-1">
                <ClassStatusBadge status="cancelled" />
              </div>
            )}
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
            <CourseActions course={course} timeZone={timeZone} onCancel={onCancel} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
