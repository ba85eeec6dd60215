import { useState } from "react";
import { studioReasonSchema } from "../../../shared/courses.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const cancelClass = useCancelClass(course.id);
  const pending = cancelClass.isPending;

  const close = () => {
    setReason("");
    setError(undefined);
    cancelClass.reset();
    onClose();
  };
  const confirm = () => {
    if (pending) return;
    const checked = studioReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    cancelClass.mutate(checked.data, {
      onSuccess: ({ message }) => {
        close();
        onCancelled(message);
      },
    });
  };
  const booked = course.slotsFilled;

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={pending}
      title="Cancel this class?"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Keep the class
          </Button>
          <Button
            onClick={confirm}
            aria-disabled={pending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {pending ? "Cancelling…" : "Cancel class"}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p>
          {course.title}, {formatStudioDateTime(course.startsAt, timeZone)}.{" "}
          {booked === 0
            ? "No one is booked."
            : `${booked} ${booked === 1 ? "student is" : "students are"} booked: each gets back what they paid and an e-mail with your reason.`}
        </p>
        <TextAreaField
          label="Reason"
          hint="Sent to the booked students."
          value={reason}
          maxLength={500}
          rows={3}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            if (error && event.target.value.trim() !== "") setError(undefined);
          }}
        />
        {cancelClass.error && (
          <FailureAlert
            text="The class could not be cancelled."
            reason={serverReason(cancelClass.error)}
          />
        )}
      </div>
    </Dialog>
  );
}
