import Plus from "lucide-react/icons/plus";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { addDaysToDay, weekStartOf } from "../../../shared/day-range.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatCalendarDay, toStudioDateInput } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import type { AdminCourse } from "../../features/admin-courses/admin-course.ts";
import { CancelClassDialog } from "../../features/admin-courses/cancel-class-dialog.tsx";
import { CourseCards } from "../../features/admin-courses/course-cards.tsx";
import { CourseTable } from "../../features/admin-courses/course-table.tsx";
import { CourseWeek } from "../../features/admin-courses/course-week.tsx";
import { CoursesDateFilter } from "../../features/admin-courses/courses-date-filter.tsx";
import { useAdminCourses, useAdminWeek } from "../../features/admin-courses/use-admin-courses.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { useStudio } from "../../features/studio/use-studio.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "List" or "Week": links, so each view has its address and Back returns to it. */
function ViewSwitch({ week }: { week: boolean }) {
  const look = (current: boolean) =>
    `rounded-xl px-4 py-2 text-sm font-medium ${current ? "bg-white text-sage-900 shadow-sm" : "text-ink-muted hover:text-ink"}`;
  return (
    <nav
      aria-label="Class views"
      className="inline-flex gap-1 rounded-2xl bg-sand-100 p-1 ring-1 ring-sand-200 ring-inset"
    >
      <Link to="/admin/courses" aria-current={week ? undefined : "page"} className={look(!week)}>
        List
      </Link>
      <Link
        to="/admin/courses?view=week"
        aria-current={week ? "page" : undefined}
        className={look(week)}
      >
        Week
      </Link>
    </nav>
  );
}

/** The week view: the week's classes by day, with the previous, this and the next week a press away. */
function WeekView({ week, timeZone }: { week: string | null; timeZone: string }) {
  const [, setParams] = useSearchParams();
  const today = toStudioDateInput(new Date(), timeZone);
  const shown = week ?? weekStartOf(today);
  const courses = useAdminWeek(shown);
  const go = (monday: string) => setParams({ view: "week", week: monday }, { replace: true });
  let body: ReactNode;
  if (courses.isPending) body = <LoadingState label="Loading the week…" />;
  else if (courses.error) {
    body = <LoadFailed onRetry={() => void courses.refetch()}>{courses.error.message}</LoadFailed>;
  } else {
    body = <CourseWeek courses={courses.data} week={shown} today={today} timeZone={timeZone} />;
  }
  return (
    <section aria-labelledby="course-week-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="course-week-heading" className="text-2xl font-semibold">
          Week of {formatCalendarDay(shown)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => go(addDaysToDay(shown, -7))}>
            Previous week
          </Button>
          <Button
            variant="secondary"
            onClick={() => go(weekStartOf(today))}
            disabled={shown === weekStartOf(today)}
          >
            This week
          </Button>
          <Button variant="secondary" onClick={() => go(addDaysToDay(shown, 7))}>
            Next week
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}

export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const day = DAY.test(params.get("date") ?? "") ? params.get("date")! : "";
  const weekView = params.get("view") === "week";
  const week = DAY.test(params.get("week") ?? "") ? weekStartOf(params.get("week")!) : null;
  const courses = useAdminCourses(day, !weekView);
  const arrivalNotice = useArrivalNotice();
  const [cancelNotice, setCancelNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminCourse | null>(null);
  const notice = cancelNotice ?? arrivalNotice;
  const studio = useStudio();

  const timeZone = studio.data?.timeZone;

  const caption = day
    ? `Classes starting ${formatCalendarDay(day)}`
    : "Classes that have not ended, soonest first";

  let list: ReactNode;
  if (courses.isPending || studio.isPending) {
    list = <LoadingState label="Loading classes…" />;
  } else if (courses.error || studio.error || !timeZone) {
    list = (
      <LoadFailed
        onRetry={() => {
          void courses.refetch();
          void studio.refetch();
        }}
      >
        {(courses.error ?? studio.error)?.message ?? "The classes could not be loaded."}
      </LoadFailed>
    );
  } else if (courses.data.length === 0) {
    list = (
      <p className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center text-ink-muted">
        {MESSAGES.noCoursesAvailable}
      </p>
    );
  } else {
    list = (
      <>
        <div className="hidden lg:block">
          <CourseTable
            courses={courses.data}
            caption={caption}
            timeZone={timeZone}
            onCancel={setCancelling}
          />
        </div>
        <div className="lg:hidden">
          <CourseCards courses={courses.data} timeZone={timeZone} onCancel={setCancelling} />
        </div>
      </>
    );
  }

  return (
    <AdminPage
      title="Courses"
      description="The classes on the timetable. Times are in studio time."
    >
      {notice && (
        <div className="mt-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <ViewSwitch week={weekView} />
          {!weekView && (
            <CoursesDateFilter
              day={day}
              onChange={(next) => setParams(next ? { date: next } : {}, { replace: true })}
            />
          )}
        </div>
        <Link to="/admin/add_course" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Class
        </Link>
      </div>
      {weekView ? (
        timeZone && <WeekView week={week} timeZone={timeZone} />
      ) : (
        <section aria-labelledby="courses-list-heading" className="mt-8">
          <h2 id="courses-list-heading" className="mb-4 text-2xl font-semibold">
            {caption}
          </h2>
          {list}
        </section>
      )}
      {cancelling && timeZone && (
        <CancelClassDialog
          course={cancelling}
          timeZone={timeZone}
          open
          onClose={() => setCancelling(null)}
          onCancelled={setCancelNotice}
        />
      )}
    </AdminPage>
  );
}
