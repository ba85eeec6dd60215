import CalendarPlus from "lucide-react/icons/calendar-plus";
import Download from "lucide-react/icons/download";
import type { MyBooking, MyClass } from "../../../shared/profile.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useStudio } from "../studio/use-studio.ts";
import { googleCalendarLink } from "./google-calendar-link.ts";

const linkClasses = `${buttonClasses("ghost")} -ml-1 px-3 underline-offset-4 hover:underline`;

/**
 * "Add to calendar" for one booked class: Google Calendar's page filled in, or the booking's .ics
 * file, which any calendar opens (with the same UID as its e-mails, so it is one entry, not two).
 */
export function AddToCalendar({
  booking,
}: {
  booking: Pick<MyBooking, "id"> & {
    course: Pick<MyClass, "title" | "startsAt" | "endsAt" | "courseType" | "tutor">;
  };
}) {
  const { data: studio } = useStudio();
  const { course } = booking;
  const google = googleCalendarLink({
    title: course.title,
    startsAt: course.startsAt,
    endsAt: course.endsAt,
    details: `${course.courseType} with ${course.tutor?.name ?? "TBA"}${studio ? ` at ${studio.name}` : ""}`,
    location: studio?.address ?? "",
  });
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <span className="mr-2 text-ink-muted">Add to calendar:</span>
      <a href={google} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        <span>
          Google Calendar
          <span className="sr-only"> for {course.title} (opens in a new tab)</span>
        </span>
      </a>
      <a
        href={`/api/me/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
        download
        className={linkClasses}
      >
        <Download aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">Download </span>.ics file
          <span className="sr-only"> for {course.title}</span>
        </span>
      </a>
    </div>
  );
}
