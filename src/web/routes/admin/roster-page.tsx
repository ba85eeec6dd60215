import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { formatCredits } from "../../../shared/credits.ts";
import {
  formatStudioDate,
  formatStudioDateTime,
  formatStudioTimeRange,
} from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import type { CourseRecord } from "../../features/admin-courses/admin-course.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { ClassStatusBadge, PrivateBadge } from "../../features/booking/class-status-badge.tsx";
import { BookStudentIn } from "../../features/roster/book-student-in.tsx";
import { RosterList } from "../../features/roster/roster-list.tsx";
import { RosterWaitlist } from "../../features/roster/roster-waitlist.tsx";
import { useRoster } from "../../features/roster/use-roster.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { ApiError } from "../../lib/api-client.ts";

const backToCourses = (
  <Link to="/admin/courses" className={buttonClasses("secondary")}>
    Back to Courses
  </Link>
);

/** The class the roster is of: when, in studio time, and how full. */
function ClassSummary({ course, timeZone }: { course: CourseRecord; timeZone: string }) {
  return (
    <section aria-labelledby="roster-class" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        {course.isPrivate && <PrivateBadge />}
        {course.cancelledAt && <ClassStatusBadge status="cancelled" />}
      </div>
      <h2 id="roster-class" className="text-2xl font-semibold break-words">
        {course.title}
      </h2>
      <p className="text-ink-muted">
        {formatStudioDate(course.startsAt, timeZone)} ·{" "}
        {formatStudioTimeRange(course.startsAt, course.endsAt, timeZone)}
      </p>
      <p className="text-ink">
        <span className="font-semibold">
          {course.slotsFilled} of {course.totalSlots}
        </span>{" "}
        places booked · {formatCredits(course.credits)} a place
      </p>
      {course.cancelledAt && (
        <Alert tone="info">
          <p className="font-medium">
            This class was cancelled on {formatStudioDateTime(course.cancelledAt, timeZone)}: no one
            can be booked in.
          </p>
          <p>Reason: {course.cancellationReason}</p>
        </Alert>
      )}
    </section>
  );
}

/**
 * A class's roster for the front desk (issue #21): who is booked, how to reach them and how they
 * paid, and booking a walk-in or a guest in; who waits for a seat (issue #22).
 */
export function RosterPage() {
  const id = useParams().id ?? "";
  const roster = useRoster(id);
  const studio = useStudio();
  const timeZone = studio.data?.timeZone;

  let content: ReactNode;
  if (roster.isPending || studio.isPending) {
    content = <LoadingState label="Loading the roster…" />;
  } else if (roster.error instanceof ApiError && roster.error.status === 404) {
    content = (
      <div className="mt-8 max-w-xl space-y-4">
        <Alert tone="info">{roster.error.message}</Alert>
        {backToCourses}
      </div>
    );
  } else if (roster.error || studio.error || !timeZone) {
    content = (
      <LoadFailed
        className="mt-8"
        onRetry={() => {
          if (roster.error) void roster.refetch();
          if (studio.error) void studio.refetch();
        }}
      >
        {(roster.error ?? studio.error)?.message ?? "The roster could not be loaded."}
      </LoadFailed>
    );
  } else {
    const { course, students, waitlist } = roster.data;
    content = (
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div className="min-w-0 space-y-8">
          <ClassSummary course={course} timeZone={timeZone} />
          <RosterList
            students={students}
            cancellable={!course.cancelledAt && new Date(course.endsAt) > new Date()}
          />
          {!course.isPrivate && !course.cancelledAt && (
            <RosterWaitlist places={waitlist} timeZone={timeZone} />
          )}
          {backToCourses}
        </div>
        {!course.cancelledAt && (
          <div className="min-w-0 lg:sticky lg:top-6">
            <BookStudentIn course={course} students={students} />
          </div>
        )}
      </div>
    );
  }

  return (
    <AdminPage
      title="Roster"
      description="Who is booked on a class, how to reach them and how they paid; book a student in at the desk."
    >
      {content}
    </AdminPage>
  );
}
