import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AdminUser } from "../../../shared/admin-users.ts";
import type { BookingPayment } from "../../../shared/constants.ts";
import { studioReasonSchema } from "../../../shared/courses.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import type { CourseRecord } from "../admin-courses/admin-course.ts";
import { MemberSearch } from "../admin-users/member-search.tsx";
import type { RosterStudent } from "./roster.ts";
import { useBookStudentIn } from "./use-roster.ts";

/** Why no one can be booked in now, or null while they can (a cancelled class says so above). */
function bookingClosed(course: CourseRecord, now: Date): string | null {
  if (new Date(course.endsAt) <= now) return MESSAGES.classEnded;
  if (course.slotsFilled >= course.totalSlots) return MESSAGES.fullyBooked;
  return null;
}

function PaymentOption({
  name,
  value,
  label,
  description,
  checked,
  onChoose,
}: {
  name: string;
  value: BookingPayment;
  label: string;
  description: string;
  checked: boolean;
  onChoose: (value: BookingPayment) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  // Named by the label alone and described by the details, so each choice reads out short.
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-300 p-3 has-checked:border-sage-600 has-checked:bg-sage-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChoose(value)}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="mt-0.5 size-5 shrink-0 accent-sage-700"
      />
      <span className="min-w-0">
        <span id={labelId} className="block text-sm font-medium text-ink">
          {label}
        </span>
        <span id={descriptionId} className="block text-sm text-ink-muted">
          {description}
        </span>
      </span>
    </label>
  );
}

/** How the picked student pays, and why when the studio gives the place or explains it. */
function BookInForm({
  course,
  user,
  onBooked,
}: {
  course: CourseRecord;
  user: AdminUser;
  onBooked: () => void;
}) {
  const headingId = useId();
  const paymentName = useId();
  const form = useRef<HTMLFormElement>(null);
  const [payment, setPayment] = useState<BookingPayment>("credits");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const book = useBookStudentIn(course.id);
  const name = user.name || user.email;

  function choose(value: BookingPayment) {
    setPayment(value);
    // Only a complimentary place needs a reason: away from it, an empty one is no longer wrong.
    if (value !== "complimentary" && !reason.trim()) setReasonError(undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    let checkedReason: string | undefined;
    if (payment === "complimentary" || reason.trim()) {
      const checked = studioReasonSchema.safeParse(reason);
      if (!checked.success) {
        flushSync(() => setReasonError(checked.error.issues[0]?.message));
        form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
        return;
      }
      checkedReason = checked.data;
    }
    book.mutate({ userId: user.id, payment, reason: checkedReason }, { onSuccess: onBooked });
  }

  const short = user.credits < course.credits ? " Not enough for this class." : "";
  const subscription = course.isPrivate
    ? MESSAGES.privateClassHint
    : user.subscription
      ? `${user.subscription.packageName}, where it covers this class.`
      : "No subscription.";

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="mt-5 space-y-4 border-t border-sand-200 pt-5"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          Booking in {name}
        </h3>
        <p className="text-sm break-all text-ink-muted">{user.email}</p>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink">Payment</legend>
        <PaymentOption
          name={paymentName}
          value="credits"
          label="Credits"
          description={`${formatCredits(course.credits)} from their ${formatCredits(user.credits)}.${short}`}
          checked={payment === "credits"}
          onChoose={choose}
        />
        <PaymentOption
          name={paymentName}
          value="subscription"
          label="Subscription"
          description={subscription}
          checked={payment === "subscription"}
          onChoose={choose}
        />
        <PaymentOption
          name={paymentName}
          value="complimentary"
          label="Complimentary"
          description="No charge; give the reason."
          checked={payment === "complimentary"}
          onChoose={choose}
        />
      </fieldset>
      <TextAreaField
        label="Reason"
        name="reason"
        rows={2}
        maxLength={500}
        hint="Required for a complimentary place; kept in the student's history."
        value={reason}
        onChange={(event) => {
          const typed = event.target.value;
          setReason(typed);
          if (reasonError && studioReasonSchema.safeParse(typed).success) {
            setReasonError(undefined);
          }
        }}
        error={reasonError}
      />
      {book.isError && (
        <FailureAlert
          text="The student could not be booked in."
          reason={serverReason(book.error)}
        />
      )}
      <Button
        type="submit"
        aria-disabled={book.isPending}
        className="w-full sm:w-auto aria-disabled:cursor-progress aria-disabled:opacity-60"
      >
        {book.isPending ? "Booking in…" : "Book in"}
      </Button>
    </form>
  );
}

/**
 * The desk books a student in (issue #21): find them, choose how they pay, Book in. Once booked
 * the roster shows them and this says so; a student already on the roster is not offered again.
 */
export function BookStudentIn({
  course,
  students,
}: {
  course: CourseRecord;
  students: RosterStudent[];
}) {
  const headingId = useId();
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const [bookedIn, setBookedIn] = useState<string | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // The form that held the focus is gone once the student is in: the focus goes to what says so.
  useEffect(() => {
    if (bookedIn) notice.current?.focus();
  }, [bookedIn]);
  const closed = bookingClosed(course, new Date());
  const pickedName = picked ? picked.name || picked.email : "";
  const onRoster = picked !== null && students.some((student) => student.userId === picked.id);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        Book a student in
      </h2>
      {closed && !bookedIn ? (
        <p className="mt-2 text-ink-muted">{closed}</p>
      ) : (
        <>
          <p className="mt-1 mb-4 text-sm text-ink-muted">
            Find them, then choose how they pay. They get the usual booking e-mail.
          </p>
          <MemberSearch
            onPick={(user) => {
              setPicked(user);
              setBookedIn(null);
            }}
            onSearch={() => {
              setPicked(null);
              setBookedIn(null);
            }}
          />
        </>
      )}
      {bookedIn ? (
        <div
          ref={notice}
          tabIndex={-1}
          className="mt-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
        >
          <Alert tone="success">{bookedIn}</Alert>
        </div>
      ) : (
        picked &&
        !closed &&
        (onRoster ? (
          <div className="mt-4">
            <Alert tone="info">{pickedName} is already booked for this class.</Alert>
          </div>
        ) : (
          <BookInForm
            key={picked.id}
            course={course}
            user={picked}
            onBooked={() => setBookedIn(`Booked in: ${pickedName}`)}
          />
        ))
      )}
    </section>
  );
}
