import { Link } from "react-router";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import type { AdminCourse } from "./admin-course.ts";
import { EditCourseLink } from "./edit-course-link.tsx";

/** A class's actions in the list: Edit, its Roster, and Cancel while the class still runs. */
export function CourseActions({
  course,
  timeZone,
  onCancel,
}: {
  course: AdminCourse;
  timeZone: string;
  onCancel: (course: AdminCourse) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <EditCourseLink course={course} timeZone={timeZone} />
      <Link to={`/admin/courses/${course.id}/roster`} className={buttonClasses("secondary")}>
        Roster
        <span className="sr-only">
          {" "}
          {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}
        </span>
      </Link>
      {!course.cancelledAt && (
        <Button variant="ghost" onClick={() => onCancel(course)}>
          Cancel
          <span className="sr-only">
            {" "}
            {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}
          </span>
        </Button>
      )}
    </div>
  );
}
