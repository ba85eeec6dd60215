import { useId, useState } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { formatPhone, phoneHref } from "../../lib/phone.ts";
import { CancelStudentBookingDialog } from "./cancel-student-booking-dialog.tsx";
import { paidInWords, type RosterStudent } from "./roster.ts";

// Tall enough to tap on a phone: the desk calls a late student from here.
const linkClasses =
  "inline-flex min-h-10 items-center font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900";

/** How to reach a student: their phone to call and their address to write to. */
export function ContactLinks({
  student,
}: {
  student: { phone: string | null; email: string | null };
}) {
  return (
    <div className="flex flex-col text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
      {student.phone ? (
        <a href={phoneHref(student.phone)} className={linkClasses}>
          {formatPhone(student.phone)}
        </a>
      ) : (
        <span className="inline-flex min-h-10 items-center text-ink-muted">No phone</span>
      )}
      {student.email ? (
        <a href={`mailto:${student.email}`} className={`${linkClasses} break-all`}>
          {student.email}
        </a>
      ) : (
        <span className="inline-flex min-h-10 items-center text-ink-muted">
          {MESSAGES.noEmailYet}
        </span>
      )}
    </div>
  );
}

function StudentCard({
  student,
  onCancel,
}: {
  student: RosterStudent;
  onCancel?: (student: RosterStudent) => void;
}) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-ink">
          {student.name || student.email}
          {student.nickname && (
            <span className="font-normal text-ink-muted"> ({student.nickname})</span>
          )}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {student.bookedByStudio && <Badge tone="sand">Booked by the studio</Badge>}
          {student.attended && <Badge tone="sage">Attended</Badge>}
          {student.noShow && <Badge tone="clay">No-show</Badge>}
        </div>
      </div>
      <ContactLinks student={student} />
      <p className="mt-1 text-sm text-ink">
        <span className="text-ink-muted">Paid: </span>
        {paidInWords(student)}
      </p>
      {student.bookingReason && student.paidWith !== "complimentary" && (
        <p className="text-sm text-ink-muted">Reason: {student.bookingReason}</p>
      )}
      {onCancel && (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => onCancel(student)}>
            Cancel booking<span className="sr-only"> of {student.name || student.email}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Who is booked on the class, by name: how to reach each, and how they paid; while the class
 * runs, the desk may cancel a booking, and the list says so once done.
 */
export function RosterList({
  students,
  cancellable,
}: {
  students: RosterStudent[];
  /** The class has not ended: its bookings can still be cancelled. */
  cancellable: boolean;
}) {
  const headingId = useId();
  const [cancelling, setCancelling] = useState<RosterStudent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Booked students
      </h2>
      {students.length === 0 ? (
        <p className="mt-4 rounded-3xl border border-dashed border-sand-300 px-6 py-10 text-center text-ink-muted">
          {MESSAGES.noOneBookedYet}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 space-y-3">
          {students.map((student) => (
            <StudentCard
              key={student.bookingId}
              student={student}
              onCancel={cancellable ? setCancelling : undefined}
            />
          ))}
        </ul>
      )}
      {notice && (
        <div className="mt-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <CancelStudentBookingDialog
        student={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={setNotice}
      />
    </section>
  );
}
