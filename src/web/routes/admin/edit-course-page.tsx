import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import type { ArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import type { CourseRecord } from "../../features/admin-courses/admin-course.ts";
import { CourseForm } from "../../features/admin-courses/course-form.tsx";
import {
  checkClassUpdate,
  courseFormValues,
} from "../../features/admin-courses/course-form-values.ts";
import { useCourse, useUpdateClass } from "../../features/admin-courses/use-admin-courses.ts";
import { useCourseFormData } from "../../features/admin-courses/use-course-form-data.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { ApiError } from "../../lib/api-client.ts";

function EditForm({ course, timeZone }: { course: CourseRecord; timeZone: string }) {
  const data = useCourseFormData();
  const updateClass = useUpdateClass(course.id);
  const navigate = useNavigate();
  const initial = courseFormValues(course, timeZone);
  return (
    <CourseForm
      initial={initial}
      timeZone={timeZone}
      titles={data.titles}
      tutors={data.tutors ?? []}
      repeatable={false}
      bookedCount={course.slotsFilled}
      submitLabel="Save Changes"
      failureText={MESSAGES.updateCourseFailed}
      check={(values, now) =>
        checkClassUpdate(values, { now, timeZone, savedStart: initial.startsAt })
      }
      save={async (update) => {
        await updateClass.mutateAsync(update);
        const state: ArrivalNotice = { notice: MESSAGES.courseUpdated };
        await navigate("/admin/courses", { state });
      }}
    />
  );
}

export function EditCoursePage() {
  const id = useParams().id ?? "";
  const course = useCourse(id);
  const data = useCourseFormData();

  let content: ReactNode;
  if (course.isPending || data.isPending) {
    content = <LoadingState label="Loading the class…" />;
  } else if (course.error instanceof ApiError && course.error.status === 404) {
    content = (
      <div className="mt-8 max-w-xl space-y-4">
        <Alert tone="info">{course.error.message}</Alert>
        <Link to="/admin/courses" className={buttonClasses("secondary")}>
          Back to Courses
        </Link>
      </div>
    );
  } else if (course.error || data.error || !data.timeZone) {
    content = (
      <LoadFailed
        className="mt-8"
        onRetry={() => {
          if (course.error) void course.refetch();
          data.retry();
        }}
      >
        {(course.error ?? data.error)?.message ?? "The class could not be loaded."}
      </LoadFailed>
    );
  } else {
    content = <EditForm key={course.data.id} course={course.data} timeZone={data.timeZone} />;
  }

  return (
    <AdminPage title="Edit Class" description="Change a class's details, time, tutor or size.">
      {content}
    </AdminPage>
  );
}
