import type { MyClass } from "../../../shared/profile.ts";
import type { course } from "../../db/schema/courses.ts";
import type { tutor } from "../../db/schema/tutors.ts";

/** A class and its tutor as the student's own lists (bookings, waitlist places) give it. */
export function myClass(
  item: typeof course.$inferSelect,
  teacher: typeof tutor.$inferSelect | null,
): MyClass {
  return {
    id: item.id,
    title: item.title,
    courseType: item.courseType,
    startsAt: item.startsAt.toISOString(),
    endsAt: item.endsAt.toISOString(),
    credits: item.credits,
    isPrivate: item.isPrivate,
    tutor: teacher ? { id: teacher.id, name: teacher.name, photoUrl: teacher.photoUrl } : null,
  };
}
