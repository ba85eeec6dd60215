import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { useStudioReason } from "../admin-shell/use-studio-reason.ts";
import { useCancelClass } from "./use-admin-courses.ts";

interface CancelClassDialogProps {
  course: { id: string; title: string; startsAt: string; slotsFilled: number };
  timeZone: string;
  open: boolean;
  onClose: () => void;
  /** After the class is cancelled, with the server's words. */
  onCancelled: (message: string) => void;
}

/**
 * Asks the owner why a class is called off before cancelling it: the reason goes to every booked
 * student with their refund. The reason is checked by the server's own rule before sending.
 */
export function CancelClassDialog({
  course,
  timeZone,
  open,
  onClose,
  onCancelled,
}: CancelClassDialogProps) {
  const reason = useStudioReason();
  const cancelClass = useCancelClass(course.id);

  const close = () => {
    reason.reset();
    cancelClass.reset();
    onClose();
  };
  const confirm = () => {
    const checked = reason.check();
    if (checked === undefined) return;
    cancelClass.mutate(checked, {
      onSuccess: ({ message }) => {
        close();
        onCancelled(message);
      },
    });
  };
  const booked = course.slotsFilled;

  return (
    <ConfirmDialog
      destructive
      open={open}
      title="Cancel this class?"
      keepLabel="Keep the class"
      confirmLabel="Cancel class"
      workingLabel="Cancelling…"
      pending={cancelClass.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <p>
        {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}.{" "}
        {booked === 0
          ? "No one is booked."
          : `${booked} ${booked === 1 ? "student is" : "students are"} booked: each gets back what they paid and an e-mail with your reason.`}
      </p>
      <TextAreaField
        label="Reason"
        hint="Sent to the booked students."
        rows={3}
        {...reason.field}
      />
      {cancelClass.error && (
        <FailureAlert
          text="The class could not be cancelled."
          reason={serverReason(cancelClass.error)}
        />
      )}
    </ConfirmDialog>
  );
}
