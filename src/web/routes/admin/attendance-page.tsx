import { MESSAGES } from "../../../shared/messages.ts";
import { formatCalendarDay } from "../../../shared/studio-format.ts";
import { type DayRange, DayRangeForm } from "../../components/ui/day-range-form.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { AttendanceClassCard } from "../../features/attendance/attendance-class-card.tsx";
import { defaultAttendanceRange } from "../../features/attendance/attendance-rules.ts";
import { useAttendance } from "../../features/attendance/use-attendance.ts";
import { StudioDayRangeScreen } from "../../features/studio/studio-day-range-screen.tsx";

function Results({ range, timeZone }: { range: DayRange; timeZone: string }) {
  const attendance = useAttendance(range);
  if (attendance.isPending) return <LoadingState label="Loading classes…" />;
  if (attendance.error) {
    return (
      <LoadFailed onRetry={() => void attendance.refetch()}>{attendance.error.message}</LoadFailed>
    );
  }
  if (attendance.data.length === 0) {
    return (
      <p className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center text-ink-muted">
        {MESSAGES.noCoursesFound}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {attendance.data.map((item) => (
        <li key={item.id}>
          <AttendanceClassCard item={item} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

export function AttendancePage() {
  return (
    <AdminPage
      title="Attendance"
      description="Who came to class. Days and times are in studio time."
    >
      <div className="mt-8">
        <StudioDayRangeScreen defaultRange={defaultAttendanceRange}>
          {({ range, timeZone, choose }) => (
            <>
              <DayRangeForm
                key={`${range.from}/${range.to}`}
                label="Classes by date"
                submitLabel="Search"
                range={range}
                onSubmit={choose}
              />
              <section aria-labelledby="attendance-results" className="mt-8">
                <h2 id="attendance-results" className="mb-4 text-2xl font-semibold">
                  {range.from === range.to
                    ? `Classes on ${formatCalendarDay(range.from)}`
                    : `Classes from ${formatCalendarDay(range.from)} to ${formatCalendarDay(range.to)}`}
                </h2>
                <Results range={range} timeZone={timeZone} />
              </section>
            </>
          )}
        </StudioDayRangeScreen>
      </div>
    </AdminPage>
  );
}
