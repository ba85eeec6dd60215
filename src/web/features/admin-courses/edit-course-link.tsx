import { Link } from "react-router";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import type { AdminCourse } from "./admin-course.ts";

/** Edit, named for its class and start so each link of the list says where it goes. */
export function EditCourseLink({ course, timeZone }: { course: AdminCourse; timeZone: string }) {
  return (
    <Link to={`/admin/edit_course/${course.id}`} className={buttonClasses("secondary")}>
      Edit
      <span className="sr-only">
        {" "}
        {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}
      </span>
    </Link>
  );
}
