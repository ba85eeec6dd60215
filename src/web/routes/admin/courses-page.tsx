import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatCalendarDay } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import type { AdminCourse } from "../../features/admin-courses/admin-course.ts";
import { CancelClassDialog } from "../../features/admin-courses/cancel-class-dialog.tsx";
import { CourseCards } from "../../features/admin-courses/course-cards.tsx";
import { CourseTable } from "../../features/admin-courses/course-table.tsx";
import { CoursesDateFilter } from "../../features/admin-courses/courses-date-filter.tsx";
import { useAdminCourses } from "../../features/admin-courses/use-admin-courses.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { useStudio } from "../../features/studio/use-studio.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const day = DAY.test(params.get("date") ?? "") ? params.get("date")! : "";
  const arrivalNotice = useArrivalNotice();
  const [cancelNotice, setCancelNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<AdminCourse | null>(null);
  const notice = cancelNotice ?? arrivalNotice;
  const studio = useStudio();
  const courses = useAdminCourses(day);
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
        <CoursesDateFilter
          day={day}
          onChange={(next) => setParams(next ? { date: next } : {}, { replace: true })}
        />
        <Link to="/admin/add_course" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Class
        </Link>
      </div>
      <section aria-labelledby="courses-list-heading" className="mt-8">
        <h2 id="courses-list-heading" className="mb-4 text-2xl font-semibold">
          {caption}
        </h2>
        {list}
      </section>
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
