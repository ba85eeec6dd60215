import { useRef, useState } from "react";
import type { Tutor } from "../../../shared/classes.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { DeleteTutorDialog } from "../../features/admin-tutors/delete-tutor-dialog.tsx";
import { TutorForm } from "../../features/admin-tutors/tutor-form.tsx";
import { TutorList } from "../../features/admin-tutors/tutor-list.tsx";
import { useAdminTutors } from "../../features/admin-tutors/use-admin-tutors.ts";

export function TutorsPage() {
  const tutors = useAdminTutors();
  const [editing, setEditing] = useState<Tutor | null>(null);
  const [deleting, setDeleting] = useState<Tutor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The form takes the focus when the admin switches its mode, not when the page opens.
  const [switched, setSwitched] = useState(false);
  // Each return to add mode is a fresh, empty form, also after adding one tutor in a row.
  const [formRound, setFormRound] = useState(0);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const toMode = (tutor: Tutor | null) => {
    setEditing(tutor);
    setSwitched(true);
    setFormRound((round) => round + 1);
  };

  return (
    <AdminPage
      title="Tutors"
      description="The instructors shown on the timetable and the About page."
    >
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-4 lg:sticky lg:top-6">
          <TutorForm
            key={formRound}
            editing={editing}
            focusOnMount={switched}
            onDone={(saved) => {
              setNotice(saved);
              toMode(null);
            }}
          />
          {notice && <Alert tone="success">{notice}</Alert>}
        </div>
        <section aria-labelledby="tutors-heading">
          <h2
            id="tutors-heading"
            ref={listHeading}
            tabIndex={-1}
            className="mb-4 text-2xl font-semibold focus:outline-none"
          >
            Current instructors
          </h2>
          {tutors.isPending ? (
            <LoadingState label="Loading instructors…" />
          ) : tutors.error ? (
            <LoadFailed onRetry={() => void tutors.refetch()}>{tutors.error.message}</LoadFailed>
          ) : (
            <TutorList
              tutors={tutors.data}
              editingId={editing?.id ?? null}
              onEdit={(tutor) => {
                setNotice(null);
                toMode(tutor);
              }}
              onDelete={(tutor) => {
                setNotice(null);
                setDeleting(tutor);
              }}
            />
          )}
        </section>
      </div>
      <DeleteTutorDialog
        tutor={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(message) => {
          if (deleting?.id === editing?.id) toMode(null);
          setDeleting(null);
          setNotice(message);
          // The Delete button that opened the dialog is gone with its tutor: the list keeps the focus.
          setTimeout(() => listHeading.current?.focus());
        }}
      />
    </AdminPage>
  );
}
