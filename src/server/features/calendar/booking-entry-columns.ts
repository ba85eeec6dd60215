import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * What a booking's calendar entry is made of, read from the booking joined to its class and the
 * class's tutor (left join): the same wherever the entry is sent (e-mail, download, feed).
 */
export const bookingEntryColumns = {
  bookingId: booking.id,
  title: course.title,
  courseType: course.courseType,
  tutorName: tutor.name,
  startsAt: course.startsAt,
  endsAt: course.endsAt,
  revision: course.revision,
};
