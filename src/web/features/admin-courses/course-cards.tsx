import { Detail } from "../../components/ui/detail.tsx";
import { ClassStatusBadge, PrivateBadge } from "../booking/class-status-badge.tsx";
import type { AdminCourse } from "./admin-course.ts";
import { CourseActions } from "./course-actions.tsx";
import { CourseTutor } from "./course-tutor.tsx";
import { courseTypeLabel } from "./course-type-label.ts";
import { CourseWhen } from "./course-when.tsx";

/** The admin course list on narrow screens: one card a class, with the same facts as the table. */
export function CourseCards({
  courses,
  timeZone,
  onCancel,
}: {
  courses: AdminCourse[];
  timeZone: string;
  onCancel: (course: AdminCourse) => void;
}) {
  return (
    <ul className="space-y-4">
      {courses.map((course) => (
        <li key={course.id}>
          <article
            aria-label={course.title}
            className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-ink-muted">{courseTypeLabel(course.courseType)}</span>
              {course.isPrivate && <PrivateBadge />}
              {course.cancelledAt && <ClassStatusBadge status="cancelled" />}
            </div>
            <h3 className="mt-1 text-xl font-semibold">{course.title}</h3>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail term="Start">
                <CourseWhen instant={course.startsAt} timeZone={timeZone} />
              </Detail>
              <Detail term="End">
                <CourseWhen instant={course.endsAt} timeZone={timeZone} />
              </Detail>
              <Detail term="Tutor" className="col-span-2">
                <CourseTutor tutor={course.tutor} />
              </Detail>
              <Detail term="Vacant">{course.vacant}</Detail>
              <Detail term="Credits">{course.credits}</Detail>
            </dl>
            <div className="mt-4">
              <CourseActions course={course} timeZone={timeZone} onCancel={onCancel} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
