import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import type { ArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import { CourseForm } from "../../features/admin-courses/course-form.tsx";
import {
  checkNewClass,
  EMPTY_COURSE_FORM,
} from "../../features/admin-courses/course-form-values.ts";
import { useAddClass } from "../../features/admin-courses/use-admin-courses.ts";
import { useCourseFormData } from "../../features/admin-courses/use-course-form-data.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function AddCoursePage() {
  const data = useCourseFormData();
  const addClass = useAddClass();
  const navigate = useNavigate();
  const { timeZone } = data;

  return (
    <AdminPage
      title="Add Class"
      description="Schedule a class, or a weekly series of it, on the public timetable."
    >
      {data.isPending ? (
        <LoadingState label="Loading the form…" />
      ) : data.error || !timeZone || !data.tutors ? (
        <LoadFailed className="mt-8" onRetry={data.retry}>
          {data.error?.message ?? "The form could not be loaded."}
        </LoadFailed>
      ) : (
        <CourseForm
          initial={EMPTY_COURSE_FORM}
          timeZone={timeZone}
          titles={data.titles}
          tutors={data.tutors}
          repeatable
          submitLabel="Add Class"
          failureText={MESSAGES.addCourseFailed}
          check={(values, now) => checkNewClass(values, { now, timeZone })}
          save={async (input) => {
            await addClass.mutateAsync(input);
            const state: ArrivalNotice = { notice: MESSAGES.courseAdded };
            await navigate("/admin/courses", { state });
          }}
        />
      )}
    </AdminPage>
  );
}
