import { useId } from "react";
import { Link } from "react-router";
import { isAttendanceOpen } from "../../../shared/availability.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { attendanceOpensInWords } from "../../../shared/policy-words.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useStudio } from "../studio/use-studio.ts";
import type { AttendanceClass, AttendanceStudent } from "./attendance-class.ts";
import { attendanceUpdateError, canMarkNoShow } from "./attendance-rules.ts";
import { useMarkAllPresent, useSetAttendance, useUndoMarkAll } from "./use-attendance.ts";

/** What the row says of the student: came, did not come (and what it cost), or not yet marked. */
function markInWords(student: AttendanceStudent): string {
  if (student.attended) return "Attended";
  if (!student.noShow) return "Not attended";
  return student.noShowFeeCredits > 0
    ? `No-show · ${formatCredits(student.noShowFeeCredits)} charged`
    : "No-show";
}

function StudentRow({
  student,
  busy,
  noShowAllowed,
  onMark,
}: {
  student: AttendanceStudent;
  busy: boolean;
  noShowAllowed: boolean;
  onMark: (mark: { attended: boolean; noShow: boolean }) => void;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p id={nameId} className="font-medium break-words text-ink">
          {student.name || student.email}
        </p>
        <p className="text-sm break-all text-ink-muted">{student.email ?? MESSAGES.noEmailYet}</p>
        {student.noShow && <p className="text-sm text-clay-700">{markInWords(student)}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span
          aria-hidden="true"
          className={`text-sm ${student.attended ? "font-medium text-sage-800" : "text-ink-muted"}`}
        >
          {student.attended ? "Attended" : "Not attended"}
        </span>
        <Switch
          checked={student.attended}
          busy={busy}
          aria-labelledby={nameId}
          onCheckedChange={(attended) => onMark({ attended, noShow: false })}
        />
        {noShowAllowed && !student.attended && (
          <button
            type="button"
            aria-pressed={student.noShow}
            aria-describedby={nameId}
            aria-busy={busy || undefined}
            onClick={() => {
              if (!busy) onMark({ attended: false, noShow: !student.noShow });
            }}
            className="min-h-10 rounded-full border border-clay-600 px-3 text-sm font-medium text-clay-700 transition-colors hover:bg-clay-100 aria-busy:cursor-progress aria-busy:opacity-70 aria-pressed:bg-clay-600 aria-pressed:text-white"
          >
            No-show
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * A class of the attendance search: title, times, tutor, the Booked and Attended counts, and a
 * toggle per booked student (spec §2 Admin Attendance); once the class has started, a student who
 * did not come can be marked as a no-show (issue #20). A refused change is explained here.
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
  const markAll = useMarkAllPresent(item.id);
  const undo = useUndoMarkAll(item.id);
  const policies = useStudio().data?.policies ?? DEFAULT_BOOKING_POLICIES;
  const now = new Date();
  const noShowAllowed = canMarkNoShow(item, now);
  const attendanceOpen = isAttendanceOpen(new Date(item.startsAt), now, policies);
  // What the last "Mark all present" marked, until it is taken back or another change is made.
  const lastMarkAll = markAll.isSuccess && !undo.isSuccess ? markAll.data : [];
  const failure = setAttendance.error ?? markAll.error ?? undo.error;
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
          <p className="text-sm text-ink-muted">Instructor: {item.tutorName ?? "Unknown"}</p>
          <Link
            to={`/admin/courses/${item.id}/roster`}
            className="mt-1 inline-flex min-h-6 items-center text-sm font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
          >
            Roster<span className="sr-only"> of {item.title}</span>
          </Link>
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
          {item.noShowCount > 0 && (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                No-show
              </dt>
              <dd className="font-display text-2xl font-semibold text-clay-700">
                {item.noShowCount}
              </dd>
            </div>
          )}
        </dl>
      </div>

      {lastMarkAll.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" role="status">
          <p className="text-sm text-ink">
            {lastMarkAll.length} {lastMarkAll.length === 1 ? "student" : "students"} marked present.
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              if (!undo.isPending) undo.mutate(lastMarkAll.map((mark) => mark.id));
            }}
            aria-disabled={undo.isPending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {undo.isPending ? "Undoing…" : "Undo"}
            <span className="sr-only"> marking all present at {item.title}</span>
          </Button>
        </div>
      ) : (
        item.students.some((student) => !student.attended) &&
        (attendanceOpen ? (
          <div className="mt-4">
            <Button
              variant="secondary"
              onClick={() => {
                if (markAll.isPending) return;
                undo.reset();
                markAll.mutate();
              }}
              aria-disabled={markAll.isPending}
              className="aria-disabled:cursor-progress aria-disabled:opacity-60"
            >
              {markAll.isPending ? "Marking…" : "Mark all present"}
              <span className="sr-only"> at {item.title}</span>
            </Button>
          </div>
        ) : (
          <p className="mt-4 text-sm text-ink-muted">
            {attendanceOpensInWords(item.startsAt, policies, timeZone)}
          </p>
        ))
      )}
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
              noShowAllowed={noShowAllowed}
              onMark={(mark) => setAttendance.mutate({ bookingId: student.bookingId, ...mark })}
            />
          ))}
        </ul>
      )}
      {failure && (
        <div className="mt-3">
          <Alert tone="error">{attendanceUpdateError(failure)}</Alert>
        </div>
      )}
    </article>
  );
}
