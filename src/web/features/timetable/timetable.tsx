import CalendarX2 from "lucide-react/icons/calendar-x-2";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { StudioClass, Tutor } from "../../../shared/classes.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import {
  formatInStudioZone,
  formatStudioDay,
  formatStudioMonth,
  toStudioDateInput,
} from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { CancelBookingDialog } from "../account/cancel-booking-dialog.tsx";
import { useMyBookings } from "../account/use-my-bookings.ts";
import { type BookingRefusalReason, checkBooking } from "../booking/booking-check.ts";
import { BookingDialog } from "../booking/booking-dialog.tsx";
import { BookingRefusal } from "../booking/booking-refusal.tsx";
import { useBookingFlow } from "../booking/use-booking-flow.ts";
import { useBookingTerms } from "../booking/use-booking-terms.ts";
import { AddToCalendar } from "../calendar/add-to-calendar.tsx";
import { useTutors } from "../marketing/use-tutors.ts";
import { useProfile } from "../profile/use-profile.ts";
import { useStudio } from "../studio/use-studio.ts";
import { JoinWaitlistDialog } from "../waitlist/join-waitlist-dialog.tsx";
import { type HeldPlace, LeaveWaitlistDialog } from "../waitlist/leave-waitlist-dialog.tsx";
import {
  type ClassFilter,
  classCountLabel,
  classesRange,
  compareMonths,
  daysWithClasses,
  filterClasses,
  firstQualifyingDay,
  groupByDay,
  isFiltering,
  monthStart,
  type StripDay,
  type StudioMonth,
  searchCountLabel,
  shiftMonth,
  stripDays,
  studioMonthOf,
} from "./calendar.ts";
import { type CardAction, cardAction } from "./card-action.ts";
import { ClassCard } from "./class-card.tsx";
import { DayStrip } from "./day-strip.tsx";
import { MonthHeader } from "./month-header.tsx";
import { TimetableFilters } from "./timetable-filters.tsx";
import { TutorBioDialog } from "./tutor-bio-dialog.tsx";
import { type CancelNote, useTimetableCancel } from "./use-timetable-cancel.ts";
import { useClasses } from "./use-timetable-data.ts";

/** "Monday 23 November", the chosen day's heading. */
function longDayLabel(start: Date, timeZone: string): string {
  return formatInStudioZone(start, timeZone, { weekday: "long", day: "numeric", month: "long" });
}

/** The month shown and the day chosen in it; `day: null` means "the first day with a class". */
interface View {
  month: StudioMonth;
  day: string | null;
}

const NO_FILTER: ClassFilter = { search: "", tutorId: "" };

/** A card's button pressed before the viewer's own statuses were known. */
interface HeldPress {
  classId: string;
  kind: CardAction["kind"];
}

/**
 * What pressing a card's button led to, shown on that card: Book's refusal, or the outcome of a
 * cancel, or of joining or leaving the waitlist.
 */
type CardNote =
  | { classId: string; kind: "refusal"; reason: BookingRefusalReason; message: string }
  | { classId: string; kind: "booked"; bookingId: string }
  | ({ kind: "outcome" } & CancelNote);
/** The outcome of joining or leaving a class's waitlist, shown on its card. */
const waitlistNote = (classId: string, message: string): CardNote => ({
  kind: "outcome",
  classId,
  tone: "success",
  message,
});

/** Each day's results of a search hangs under this anchor, so choosing the day shows them. */
const resultsAnchor = (key: string) => `results-${key}`;

/**
 * The class schedule of spec §2 "Timetable", every day and time in studio time (DESIGN.md §1):
 * month, day strip, filters, the chosen day's classes (or a search's over every day shown),
 * the bio modal, booking, and cancelling a class the student has booked.
 */
export function Timetable({ timeZone, now }: { timeZone: string; now: Date }) {
  const session = authClient.useSession();
  const userId = session.data?.user.id ?? null;
  const profile = useProfile(userId ?? undefined).data;

  const currentMonth = useMemo(() => studioMonthOf(now, timeZone), [now, timeZone]);
  const todayKey = useMemo(() => toStudioDateInput(now, timeZone), [now, timeZone]);
  const [view, setView] = useState<View>({ month: currentMonth, day: todayKey });
  const [filter, setFilter] = useState<ClassFilter>(NO_FILTER);
  const [bioTutor, setBioTutor] = useState<Tutor | null>(null);
  const [note, setNote] = useState<CardNote | null>(null);
  const [joining, setJoining] = useState<StudioClass | null>(null);
  const [leaving, setLeaving] = useState<HeldPlace | null>(null);
  const [heldPress, setHeldPress] = useState<HeldPress | null>(null);
  // The student's places in lines: the upcoming list's first page carries them all.
  const myBookings = useMyBookings(userId ?? "", "upcoming", 1, userId !== null);
  const waiting = useMemo(
    () =>
      new Map((myBookings.data?.waitlist ?? []).map((place) => [place.course.id, place.position])),
    [myBookings.data],
  );

  const days = useMemo(() => stripDays(view.month, now, timeZone), [view.month, now, timeZone]);
  const range = useMemo(() => classesRange(view.month, now, timeZone), [view.month, now, timeZone]);
  const classes = useClasses(range, userId, !session.isPending);
  const tutors = useTutors();

  const filtering = isFiltering(filter);
  const searching = filter.search.trim() !== "";
  const byDay = useMemo(() => {
    // Only classes starting today or later (spec §2); the range already starts today.
    const shown = (classes.data ?? []).filter((item) => new Date(item.startsAt) >= range.from);
    return groupByDay(filterClasses(shown, filter), timeZone);
  }, [classes.data, filter, range.from, timeZone]);
  const counts = useMemo(
    () => new Map([...byDay].map(([key, list]) => [key, list.length])),
    [byDay],
  );
  const results = useMemo(() => daysWithClasses(days, byDay), [days, byDay]);

  // Changing the month moves the selection to the first day with a class (spec §2).
  const selectedDay = view.day ?? (classes.data ? firstQualifyingDay(days, byDay) : undefined);
  const selected = days.find((day) => day.key === selectedDay);
  const dayClasses = (selectedDay && byDay.get(selectedDay)) || [];

  const { data: studio } = useStudio();
  const policies = studio?.policies ?? DEFAULT_BOOKING_POLICIES;
  // Once the dialog has closed, the booked card keeps the confirmation, with the calendar links.
  const booking = useBookingFlow(userId, (answer, courseId) =>
    setNote({ classId: courseId, kind: "booked", bookingId: answer.bookingId }),
  );
  const terms = useBookingTerms(userId, booking.target?.id ?? null);
  const cancel = useTimetableCancel({
    userId,
    onNote: (outcome) => setNote({ kind: "outcome", ...outcome }),
  });
  const credits = profile?.credits ?? null;
  const hasActiveSubscription = profile?.subscription?.status === "Active";

  function changeMonth(delta: number) {
    const month = shiftMonth(view.month, delta);
    if (compareMonths(month, currentMonth) < 0) return;
    setNote(null);
    setView({ month, day: null });
  }

  function selectDay(key: string) {
    setNote(null);
    setView({ ...view, day: key });
    // A search shows every day: choosing one brings its results into view.
    if (searching) document.getElementById(resultsAnchor(key))?.scrollIntoView({ block: "start" });
  }

  function book(item: StudioClass) {
    const check = checkBooking({
      signedIn: userId !== null,
      status: item.status,
      classCredits: item.credits,
      credits,
      hasActiveSubscription,
      policies,
    });
    if (check.ok) {
      setNote(null);
      booking.open(item);
    } else {
      setNote({ classId: item.id, kind: "refusal", reason: check.reason, message: check.message });
    }
  }

  function act(item: StudioClass, action: CardAction) {
    setNote(null);
    if (action.kind === "cancel") {
      void cancel.ask(item);
    } else if (action.kind === "join" && userId) {
      setJoining(item);
    } else if (action.kind === "leave") {
      setLeaving({
        courseId: item.id,
        title: item.title,
        startsAt: item.startsAt,
        position: action.position,
      });
    } else {
      // Book, and Join for a visitor: the check says what stands in the way (signing in first).
      book(item);
    }
  }

  // The server's drawing shows a visitor's cards, which stay until the session is known and, for
  // a student, until their own statuses have come. A press meanwhile is held, and acted on then
  // if the card still offers it (a class the student turns out to hold shows Cancel, not Book).
  const statusesKnown = !session.isPending && !classes.isPlaceholderData;
  function press(item: StudioClass, action: CardAction) {
    if (statusesKnown) act(item, action);
    else setHeldPress({ classId: item.id, kind: action.kind });
  }
  useEffect(() => {
    if (!statusesKnown || !heldPress) return;
    setHeldPress(null);
    const item = classes.data?.find((candidate) => candidate.id === heldPress.classId);
    const action = item && cardAction(item, waiting.get(item.id));
    if (item && action?.kind === heldPress.kind) act(item, action);
  });

  function noteFor(item: StudioClass): ReactNode {
    if (note?.classId !== item.id) return null;
    if (note.kind === "refusal") {
      return <BookingRefusal reason={note.reason} message={note.message} returnTo="/timetable" />;
    }
    if (note.kind === "booked") {
      return (
        <div className="space-y-2">
          <Alert tone="success">{MESSAGES.bookingConfirmed}</Alert>
          <AddToCalendar booking={{ id: note.bookingId, course: item }} />
        </div>
      );
    }
    return <Alert tone={note.tone}>{note.message}</Alert>;
  }

  function cards(list: StudioClass[], titleLevel: 3 | 4) {
    return (
      <ul className="space-y-4">
        {list.map((item) => (
          <li key={item.id}>
            <ClassCard
              item={item}
              timeZone={timeZone}
              policies={policies}
              now={now}
              note={noteFor(item)}
              waiting={waiting.get(item.id)}
              onAction={press}
              onShowBio={setBioTutor}
              titleLevel={titleLevel}
            />
          </li>
        ))}
      </ul>
    );
  }

  const dayLabel = selected ? formatStudioDay(selected.start, timeZone) : "";
  const period = periodLabels(days, timeZone);

  return (
    <div className="mt-6 space-y-6 sm:mt-10 sm:space-y-8">
      <section
        aria-label="Choose a day"
        className="rounded-3xl border border-sand-200 bg-white/60 p-3 sm:p-6"
      >
        <MonthHeader
          label={formatStudioMonth(monthStart(view.month, timeZone), timeZone)}
          canGoBack={compareMonths(view.month, currentMonth) > 0}
          onPrevious={() => changeMonth(-1)}
          onNext={() => changeMonth(1)}
        />
        <div className="mt-3 sm:mt-5">
          <DayStrip
            days={days}
            counts={counts}
            selected={selectedDay}
            onSelect={selectDay}
            timeZone={timeZone}
          />
        </div>
        <div className="mt-3 sm:mt-4">
          <TimetableFilters
            filter={filter}
            onChange={(next) => {
              setNote(null);
              setFilter(next);
            }}
            tutors={tutors.data ?? []}
          />
        </div>
      </section>

      <section aria-labelledby="day-classes-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="day-classes-heading" className="text-xl font-semibold sm:text-2xl">
            {searching
              ? "Search results"
              : selected
                ? `${selected.isToday ? "Today, " : ""}${longDayLabel(selected.start, timeZone)}`
                : "Classes"}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            {classes.data && (searching ? period : selected) && (
              <p aria-live="polite" className="font-medium text-sage-800">
                {searching && period
                  ? searchCountLabel(
                      results.reduce((total, { classes: list }) => total + list.length, 0),
                      { search: filter.search, ...period },
                    )
                  : classCountLabel(dayClasses.length, {
                      isToday: selected?.isToday ?? false,
                      dayLabel,
                      filtering,
                    })}
              </p>
            )}
            {profile && (
              <p>
                {hasActiveSubscription
                  ? `Subscription active · ${formatCredits(profile.credits)}`
                  : `You have ${formatCredits(profile.credits)}`}
              </p>
            )}
          </div>
        </div>

        <div className="mt-4 sm:mt-5">
          {classes.isError ? (
            <LoadFailed onRetry={() => void classes.refetch()}>
              We could not load the classes. {classes.error.message}
            </LoadFailed>
          ) : !classes.data ? (
            // As tall as the screen, so the footer is not drawn here and then pushed away.
            <div className="min-h-dvh">
              <LoadingState label="Loading classes…" />
            </div>
          ) : searching ? (
            results.length === 0 ? (
              <NoClasses onClear={() => setFilter(NO_FILTER)}>
                Nothing {period ? `from ${period.fromLabel} to ${period.toLabel} ` : ""}matches your
                search. Try another word or month, or clear the filters.
              </NoClasses>
            ) : (
              <div className="space-y-8">
                {results.map(({ day, classes: list }) => (
                  <section
                    key={day.key}
                    id={resultsAnchor(day.key)}
                    aria-labelledby={`${resultsAnchor(day.key)}-heading`}
                    className="scroll-mt-4"
                  >
                    <h3
                      id={`${resultsAnchor(day.key)}-heading`}
                      className="mb-3 text-lg font-semibold text-sage-900"
                    >
                      {day.isToday ? "Today, " : ""}
                      {longDayLabel(day.start, timeZone)}
                    </h3>
                    {cards(list, 4)}
                  </section>
                ))}
              </div>
            )
          ) : dayClasses.length === 0 ? (
            <NoClasses onClear={filtering ? () => setFilter(NO_FILTER) : null}>
              {filtering
                ? "Nothing on this day matches your search. Try another day, or clear the filters."
                : "There is no class on this day. Choose another day above."}
            </NoClasses>
          ) : (
            cards(dayClasses, 3)
          )}
        </div>
      </section>

      <TutorBioDialog tutor={bioTutor} onClose={() => setBioTutor(null)} />
      <JoinWaitlistDialog
        item={joining}
        timeZone={timeZone}
        policies={policies}
        onClose={() => setJoining(null)}
        onJoined={(item, message) => setNote(waitlistNote(item.id, message))}
      />
      <LeaveWaitlistDialog
        place={leaving}
        timeZone={timeZone}
        onClose={() => setLeaving(null)}
        onLeft={(message) => leaving && setNote(waitlistNote(leaving.courseId, message))}
      />
      <BookingDialog
        target={booking.target}
        phase={booking.phase}
        error={booking.error}
        answer={booking.answer}
        onClose={booking.close}
        onConfirm={booking.confirm}
        timeZone={timeZone}
        credits={credits}
        policies={policies}
        terms={terms.data}
        termsFailed={terms.isError}
        now={now}
      />
      <CancelBookingDialog
        booking={cancel.target?.booking ?? null}
        late={cancel.target?.late ?? false}
        timeZone={timeZone}
        cancelling={cancel.cancelling}
        error={cancel.error}
        onConfirm={cancel.confirm}
        onClose={cancel.close}
      />
    </div>
  );
}

/** "Tue 24 Nov" and "Tue 8 Dec": the first and last day the strip shows; null without days. */
function periodLabels(days: StripDay[], timeZone: string) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  return {
    fromLabel: formatStudioDay(first.start, timeZone),
    toLabel: formatStudioDay(last.start, timeZone),
  };
}

/** The empty state of spec §2, 'No classes scheduled', with why and, while filtering, a way out. */
function NoClasses({ children, onClear }: { children: ReactNode; onClear: (() => void) | null }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white/50 px-6 py-12 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-sage-600" />
      <p className="mt-3 font-display text-xl font-semibold text-sage-900">No classes scheduled</p>
      <p className="mt-1 max-w-sm text-ink-muted">{children}</p>
      {onClear && (
        <Button variant="ghost" className="mt-3" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
