import type { Tutor } from "../../../shared/classes.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useDeleteTutor } from "./use-admin-tutors.ts";

interface DeleteTutorDialogProps {
  tutor: Tutor | null;
  onClose: () => void;
  /** After the delete, with the server's words. */
  onDeleted: (message: string) => void;
}

/** The confirmation before a tutor goes (spec §2 Admin Tutors). */
export function DeleteTutorDialog({ tutor, onClose, onDeleted }: DeleteTutorDialogProps) {
  const deleteTutor = useDeleteTutor();
  const close = () => {
    deleteTutor.reset();
    onClose();
  };
  return (
    <Dialog
      open={tutor !== null}
      onClose={close}
      busy={deleteTutor.isPending}
      title="Delete instructor"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={deleteTutor.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!tutor) return;
              deleteTutor.mutate(tutor.id, {
                onSuccess: ({ message }) => {
                  deleteTutor.reset();
                  onDeleted(message);
                },
              });
            }}
            disabled={deleteTutor.isPending}
          >
            {deleteTutor.isPending ? "Deleting…" : "Delete"}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="font-medium">{MESSAGES.deleteTutorConfirm}</p>
        {tutor && (
          <p className="text-sm text-ink-muted">
            {tutor.name} will be removed. Their classes stay on the timetable, with the instructor
            shown as TBA.
          </p>
        )}
        {deleteTutor.error && <Alert tone="error">{deleteTutor.error.message}</Alert>}
      </div>
    </Dialog>
  );
}
