import { CalendarX2 } from "lucide-react";
import { useMemo, useState } from "react";
import type { StudioClass, Tutor } from "../../../shared/classes.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import {
  formatInStudioZone,
  formatStudioDay,
  formatStudioMonth,
} from "../../../shared/studio-format.ts";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { type BookingRefusalReason, checkBooking } from "../booking/booking-check.ts";
import { BookingDialog } from "../booking/booking-dialog.tsx";
import { useBookingFlow } from "../booking/use-booking-flow.ts";
import { useProfile } from "../profile/use-profile.ts";
import { useStudio } from "../studio/use-studio.ts";
import {
  type ClassFilter,
  classCountLabel,
  classesRange,
  compareMonths,
  filterClasses,
  firstQualifyingDay,
  groupByDay,
  isFiltering,
  monthStart,
  type StudioMonth,
  shiftMonth,
  stripDays,
  studioDayKey,
  studioMonthOf,
} from "./calendar.ts";
import { ClassCard } from "./class-card.tsx";
import { DayStrip } from "./day-strip.tsx";
import { MonthHeader } from "./month-header.tsx";
import { TimetableFilters } from "./timetable-filters.tsx";
import { TutorBioDialog } from "./tutor-bio-dialog.tsx";
import { useClasses, useTutors } from "./use-timetable-data.ts";

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

/**
 * The class schedule of spec §2 "Timetable", every day and time in studio time (DESIGN.md §1):
 * month, day strip, filters, the chosen day's classes, the bio modal and booking.
 */
export function Timetable({ timeZone, now }: { timeZone: string; now: Date }) {
  const session = authClient.useSession();
  const userId = session.data?.user.id ?? null;
  const profile = useProfile(userId ?? undefined).data;

  const currentMonth = useMemo(() => studioMonthOf(now, timeZone), [now, timeZone]);
  const todayKey = useMemo(() => studioDayKey(now, timeZone), [now, timeZone]);
  const [view, setView] = useState<View>({ month: currentMonth, day: todayKey });
  const [filter, setFilter] = useState<ClassFilter>(NO_FILTER);
  const [bioTutor, setBioTutor] = useState<Tutor | null>(null);
  const [refusal, setRefusal] = useState<{
    classId: string;
    reason: BookingRefusalReason;
    message: string;
  } | null>(null);

  const days = useMemo(() => stripDays(view.month, now, timeZone), [view.month, now, timeZone]);
  const range = useMemo(() => classesRange(view.month, now, timeZone), [view.month, now, timeZone]);
  const classes = useClasses(range, userId, !session.isPending);
  const tutors = useTutors();

  const filtering = isFiltering(filter);
  const byDay = useMemo(() => {
    // Only classes starting today or later (spec §2); the range already starts today.
    const shown = (classes.data ?? []).filter((item) => new Date(item.startsAt) >= range.from);
    return groupByDay(filterClasses(shown, filter), timeZone);
  }, [classes.data, filter, range.from, timeZone]);
  const counts = useMemo(
    () => new Map([...byDay].map(([key, list]) => [key, list.length])),
    [byDay],
  );

  // Changing the month moves the selection to the first day with a class (spec §2).
  const selectedDay = view.day ?? (classes.data ? firstQualifyingDay(days, byDay) : undefined);
  const selected = days.find((day) => day.key === selectedDay);
  const dayClasses = (selectedDay && byDay.get(selectedDay)) || [];

  const booking = useBookingFlow(userId);
  const credits = profile?.credits ?? null;
  const hasActiveSubscription = profile?.subscription?.status === "Active";
  const { data: studio } = useStudio();

  function changeMonth(delta: number) {
    const month = shiftMonth(view.month, delta);
    if (compareMonths(month, currentMonth) < 0) return;
    setRefusal(null);
    setView({ month, day: null });
  }

  function book(item: StudioClass) {
    const check = checkBooking({
      signedIn: userId !== null,
      status: item.status,
      classCredits: item.credits,
      credits,
      hasActiveSubscription,
      policies: studio?.policies ?? DEFAULT_BOOKING_POLICIES,
    });
    if (check.ok) {
      setRefusal(null);
      booking.open(item);
    } else {
      setRefusal({ classId: item.id, reason: check.reason, message: check.message });
    }
  }

  const dayLabel = selected ? formatStudioDay(selected.start, timeZone) : "";

  return (
    <div className="mt-10 space-y-8">
      <section
        aria-label="Choose a day"
        className="rounded-3xl border border-sand-200 bg-white/60 p-4 sm:p-6"
      >
        <MonthHeader
          label={formatStudioMonth(monthStart(view.month, timeZone), timeZone)}
          canGoBack={compareMonths(view.month, currentMonth) > 0}
          onPrevious={() => changeMonth(-1)}
          onNext={() => changeMonth(1)}
        />
        <div className="mt-5">
          <DayStrip
            days={days}
            counts={counts}
            selected={selectedDay}
            onSelect={(day) => {
              setRefusal(null);
              setView({ ...view, day });
            }}
            timeZone={timeZone}
          />
        </div>
        <div className="mt-4">
          <TimetableFilters
            filter={filter}
            onChange={(next) => {
              setRefusal(null);
              setFilter(next);
            }}
            tutors={tutors.data ?? []}
          />
        </div>
      </section>

      <section aria-labelledby="day-classes-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="day-classes-heading" className="text-2xl font-semibold">
            {selected
              ? `${selected.isToday ? "Today, " : ""}${longDayLabel(selected.start, timeZone)}`
              : "Classes"}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            {classes.data && selected && (
              <p aria-live="polite" className="font-medium text-sage-800">
                {classCountLabel(dayClasses.length, {
                  isToday: selected.isToday,
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

        <div className="mt-5">
          {classes.isError ? (
            <LoadFailed onRetry={() => void classes.refetch()}>
              We could not load the classes. {classes.error.message}
            </LoadFailed>
          ) : !classes.data ? (
            // As tall as the screen, so the footer is not drawn here and then pushed away.
            <div className="min-h-dvh">
              <LoadingState label="Loading classes…" />
            </div>
          ) : dayClasses.length === 0 ? (
            <div className="flex flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white/50 px-6 py-12 text-center">
              <CalendarX2 aria-hidden="true" className="size-8 text-sage-600" />
              <p className="mt-3 font-display text-xl font-semibold text-sage-900">
                No classes scheduled
              </p>
              <p className="mt-1 max-w-sm text-ink-muted">
                {filtering
                  ? "Nothing on this day matches your search. Try another day, or clear the filters."
                  : "There is no class on this day. Choose another day above."}
              </p>
              {filtering && (
                <Button variant="ghost" className="mt-3" onClick={() => setFilter(NO_FILTER)}>
                  Clear filters
                </Button>
              )}
            </div>
          ) : (
            <ul className="space-y-4">
              {dayClasses.map((item) => (
                <li key={item.id}>
                  <ClassCard
                    item={item}
                    timeZone={timeZone}
                    policies={studio?.policies ?? DEFAULT_BOOKING_POLICIES}
                    now={now}
                    refusal={refusal?.classId === item.id ? refusal : null}
                    onBook={book}
                    onShowBio={setBioTutor}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <TutorBioDialog tutor={bioTutor} onClose={() => setBioTutor(null)} />
      <BookingDialog
        target={booking.target}
        phase={booking.phase}
        error={booking.error}
        answer={booking.answer}
        onClose={booking.close}
        onConfirm={booking.confirm}
        timeZone={timeZone}
        credits={credits}
        policies={studio?.policies ?? DEFAULT_BOOKING_POLICIES}
      />
    </div>
  );
}
