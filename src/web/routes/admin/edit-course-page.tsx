import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import type { ArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import type { CourseRecord } from "../../features/admin-courses/admin-course.ts";
import { CancelClassDialog } from "../../features/admin-courses/cancel-class-dialog.tsx";
import { CourseForm } from "../../features/admin-courses/course-form.tsx";
import {
  checkClassUpdate,
  courseFormValues,
} from "../../features/admin-courses/course-form-values.ts";
import {
  useCourse,
  useDeleteClass,
  useUpdateClass,
} from "../../features/admin-courses/use-admin-courses.ts";
import { useCourseFormData } from "../../features/admin-courses/use-course-form-data.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { serverReason } from "../../lib/server-message.ts";

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
      classId={course.id}
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

/** A class the studio cancelled: what happened, and no form, since it cannot change any more. */
function CancelledClass({ course, timeZone }: { course: CourseRecord; timeZone: string }) {
  return (
    <div className="mt-8 max-w-xl space-y-4">
      <Alert tone="info">
        <p className="font-medium">
          {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}, was cancelled on{" "}
          {formatStudioDateTime(course.cancelledAt!, timeZone)}.
        </p>
        <p>Reason: {course.cancellationReason}</p>
      </Alert>
      <Link to="/admin/courses" className={buttonClasses("secondary")}>
        Back to Courses
      </Link>
    </div>
  );
}

/**
 * Calling the class off, or deleting it while no one is booked. Both go back to the list, which
 * says what was done.
 */
function ClassEnding({ course, timeZone }: { course: CourseRecord; timeZone: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<"cancel" | "delete" | null>(null);
  const deleteClass = useDeleteClass(course.id);
  const backToList = (notice: string) => {
    const state: ArrivalNotice = { notice };
    void navigate("/admin/courses", { state });
  };
  return (
    <section
      aria-labelledby="class-ending-heading"
      className="mt-10 max-w-3xl rounded-3xl border border-clay-300 bg-white p-5 sm:p-6"
    >
      <h2 id="class-ending-heading" className="text-xl font-semibold">
        Cancel or delete
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Cancelling keeps the class on the timetable as Cancelled; every booked student gets back
        what they paid and an e-mail with your reason.{" "}
        {course.slotsFilled === 0 && "A class no one has booked can be deleted instead."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="danger-outline" onClick={() => setAsking("cancel")}>
          Cancel class
        </Button>
        {course.slotsFilled === 0 && (
          <Button variant="ghost" onClick={() => setAsking("delete")}>
            Delete class
          </Button>
        )}
      </div>
      <CancelClassDialog
        course={course}
        timeZone={timeZone}
        open={asking === "cancel"}
        onClose={() => setAsking(null)}
        onCancelled={backToList}
      />
      <ConfirmDialog
        open={asking === "delete"}
        title="Delete this class?"
        keepLabel="Keep the class"
        confirmLabel="Delete class"
        workingLabel="Deleting…"
        pending={deleteClass.isPending}
        onConfirm={() =>
          deleteClass.mutate(undefined, { onSuccess: ({ message }) => backToList(message) })
        }
        onClose={() => {
          deleteClass.reset();
          setAsking(null);
        }}
      >
        <p>
          {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}, goes from the timetable
          for good.
        </p>
        {deleteClass.error && (
          <FailureAlert
            text="The class could not be deleted."
            reason={serverReason(deleteClass.error)}
          />
        )}
      </ConfirmDialog>
    </section>
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
    content = course.data.cancelledAt ? (
      <CancelledClass course={course.data} timeZone={data.timeZone} />
    ) : (
      <>
        <EditForm key={course.data.id} course={course.data} timeZone={data.timeZone} />
        <ClassEnding course={course.data} timeZone={data.timeZone} />
      </>
    );
  }

  return (
    <AdminPage
      title="Edit Class"
      description="Change a class's details, time, instructor or size, or cancel it."
    >
      {content}
    </AdminPage>
  );
}
