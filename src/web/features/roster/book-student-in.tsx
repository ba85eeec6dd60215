import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import type { CourseRecord } from "../admin-courses/admin-course.ts";
import { MemberSearch } from "../admin-users/member-search.tsx";
import { RegisterWalkIn } from "../admin-users/register-walk-in.tsx";
import {
  type BookInValues,
  checkBookIn,
  EMPTY_BOOK_IN,
  type PaymentChoice,
} from "./book-in-values.ts";
import { DeskClassSaleFields } from "./desk-class-sale-fields.tsx";
import type { DeskBooked, RosterStudent } from "./roster.ts";
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
  value: PaymentChoice;
  label: string;
  description: string;
  checked: boolean;
  onChoose: (value: PaymentChoice) => void;
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
  onBooked: (booked: DeskBooked) => void;
}) {
  const headingId = useId();
  const paymentName = useId();
  const [values, setValues] = useState<BookInValues>(EMPTY_BOOK_IN);
  const book = useBookStudentIn(course.id);
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkBookIn(user.id, values),
    save: async (booking) => onBooked(await book.mutateAsync(booking)),
  });
  const name = user.name || user.email;
  const { payment } = values;
  const choose = (choice: PaymentChoice) =>
    setValues((current) => ({ ...current, payment: choice }));

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
      // A second press while the booking is under way sends nothing more.
      onSubmit={(event) => (saving ? event.preventDefault() : onSubmit(event))}
      aria-labelledby={headingId}
      className="mt-5 space-y-4 border-t border-sand-200 pt-5"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          Booking in {name}
        </h3>
        <p className="text-sm break-all text-ink-muted">{user.email ?? MESSAGES.noEmailYet}</p>
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
          value="pay_now"
          label="Pay now"
          description={`${formatCredits(course.credits)} bought at the desk (cash, QR or card) on a receipt, and booked with.`}
          checked={payment === "pay_now"}
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
      {payment === "pay_now" && (
        <DeskClassSaleFields
          values={values.sale}
          errors={errors}
          onChange={(sale) => setValues((current) => ({ ...current, sale }))}
        />
      )}
      <TextAreaField
        label="Reason"
        name="reason"
        rows={2}
        maxLength={500}
        hint="Required for a complimentary place; kept in the student's history."
        value={values.reason}
        onChange={(event) => {
          const reason = event.target.value;
          setValues((current) => ({ ...current, reason }));
        }}
        error={errors.reason}
      />
      {failure && (
        <FailureAlert text="The student could not be booked in." reason={failure.reason} />
      )}
      <Button
        type="submit"
        aria-disabled={saving}
        className="w-full sm:w-auto aria-disabled:cursor-progress aria-disabled:opacity-60"
      >
        {saving ? "Booking in…" : "Book in"}
      </Button>
    </form>
  );
}

/**
 * The desk books a student in (issue #21): find them (or register a walk-in), choose how they pay,
 * perhaps paying there and then, Book in. Once booked the roster shows them and this says so; a
 * student already on the roster is not offered again.
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
  const [bookedIn, setBookedIn] = useState<{ name: string; booked: DeskBooked } | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  // The form that held the focus is gone once the student is in: the focus goes to what says so.
  useEffect(() => {
    if (bookedIn) notice.current?.focus();
  }, [bookedIn]);
  const closed = bookingClosed(course, new Date());
  const pickedName = (picked?.name || picked?.email) ?? "";
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
            Find them or register a walk-in, then choose how they pay. They get the usual booking
            e-mail if they have an address.
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
          <div className="mt-4">
            <RegisterWalkIn
              onRegistered={(user) => {
                setPicked(user);
                setBookedIn(null);
              }}
            />
          </div>
        </>
      )}
      {bookedIn ? (
        <div
          ref={notice}
          tabIndex={-1}
          className="mt-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
        >
          <Alert tone="success">
            Booked in: {bookedIn.name}
            {bookedIn.booked.receipt && (
              <>
                {" · Paid, "}
                <Link
                  to={`/admin/sales/${bookedIn.booked.receipt.id}`}
                  className="font-medium underline underline-offset-4"
                >
                  receipt {bookedIn.booked.receipt.number}
                </Link>
              </>
            )}
          </Alert>
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
            onBooked={(booked) => setBookedIn({ name: pickedName, booked })}
          />
        ))
      )}
    </section>
  );
}
