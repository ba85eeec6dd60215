import { useId } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import type { AttendanceClass, AttendanceStudent } from "./attendance-class.ts";
import { attendanceUpdateError } from "./attendance-rules.ts";
import { useSetAttendance } from "./use-attendance.ts";

function StudentRow({
  student,
  busy,
  onToggle,
}: {
  student: AttendanceStudent;
  busy: boolean;
  onToggle: (attended: boolean) => void;
}) {
  const nameId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={nameId} className="font-medium break-words text-ink">
          {student.name || student.email}
        </p>
        <p className="text-sm break-all text-ink-muted">{student.email}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span aria-hidden="true" className="hidden text-sm text-ink-muted sm:inline">
          {student.attended ? "Attended" : "Not attended"}
        </span>
        <Switch
          checked={student.attended}
          busy={busy}
          aria-labelledby={nameId}
          onCheckedChange={onToggle}
        />
      </div>
    </li>
  );
}

/**
 * A class of the attendance search: title, times, tutor, the Booked and Attended counts, and a
 * toggle per booked student (spec §2 Admin Attendance). A refused change is explained here.
 */
export function AttendanceClassCard({
  item,
  timeZone,
}: {
  item: AttendanceClass;
  timeZone: string;
}) {
  const titleId = useId();
  const setAttendance = useSetAttendance();
  const saving = setAttendance.isPending ? setAttendance.variables.bookingId : null;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={titleId} className="text-xl font-semibold break-words">
            {item.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            {formatStudioDate(item.startsAt, timeZone)} ·{" "}
            {formatStudioTimeRange(item.startsAt, item.endsAt, timeZone)}
          </p>
          <p className="text-sm text-ink-muted">Tutor: {item.tutorName ?? "Unknown"}</p>
        </div>
        <dl className="flex gap-5 text-center">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Booked</dt>
            <dd className="font-display text-2xl font-semibold text-sage-900">
              {item.bookedCount}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Attended
            </dt>
            <dd className="font-display text-2xl font-semibold text-sage-900">
              {item.attendedCount}
            </dd>
          </div>
        </dl>
      </div>

      {item.students.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{MESSAGES.noOneBookedYet}</p>
      ) : (
        <ul
          aria-label={`Students booked for ${item.title}`}
          className="mt-3 divide-y divide-sand-200"
        >
          {item.students.map((student) => (
            <StudentRow
              key={student.bookingId}
              student={student}
              busy={saving === student.bookingId}
              onToggle={(attended) =>
                setAttendance.mutate({ bookingId: student.bookingId, attended })
              }
            />
          ))}
        </ul>
      )}
      {setAttendance.error && (
        <div className="mt-3">
          <Alert tone="error">{attendanceUpdateError(setAttendance.error)}</Alert>
        </div>
      )}
    </article>
  );
}
