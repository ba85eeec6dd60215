import { Portrait } from "../../components/ui/portrait.tsx";
import type { AdminCourse } from "./admin-course.ts";

/** A class's tutor: photo (the default avatar when missing or broken) and name, or 'Unknown'. */
export function CourseTutor({ tutor }: { tutor: AdminCourse["tutor"] }) {
  return (
    <span className="flex items-center gap-2.5">
      <Portrait src={tutor?.photoUrl} size={32} />
      <span className="min-w-0 break-words">{tutor?.name ?? "Unknown"}</span>
    </span>
  );
}
