import { useState } from "react";
import { studioReasonSchema } from "../../../shared/courses.ts";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { paidInWords, type RosterStudent } from "./roster.ts";
import { useCancelStudentBooking } from "./use-roster.ts";

/**
 * The desk cancels a student's booking: with what they paid given back or not (a complimentary
 * place has nothing to give back), and a reason the student is e-mailed.
 */
export function CancelStudentBookingDialog({
  student,
  onClose,
  onCancelled,
}: {
  student: RosterStudent | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const [refund, setRefund] = useState(true);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const cancel = useCancelStudentBooking();
  const pending = cancel.isPending;
  const refundable = student !== null && student.paidWith !== "complimentary";

  const close = () => {
    setRefund(true);
    setReason("");
    setError(undefined);
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (pending || !student) return;
    const checked = studioReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    cancel.mutate(
      { bookingId: student.bookingId, refund: refundable && refund, reason: checked.data },
      {
        onSuccess: ({ message }) => {
          close();
          onCancelled(message);
        },
      },
    );
  };

  return (
    <Dialog
      open={student !== null}
      onClose={close}
      busy={pending}
      title="Cancel this booking?"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Keep the booking
          </Button>
          <Button
            onClick={confirm}
            aria-disabled={pending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {pending ? "Cancelling…" : "Cancel booking"}
          </Button>
        </>
      }
    >
      {student && (
        <div className="space-y-4">
          <p>
            {student.name || student.email} · Paid: {paidInWords(student)}. They are e-mailed either
            way.
          </p>
          {refundable && (
            <CheckboxField
              label={
                student.paidWith === "credits"
                  ? "Give the credits back"
                  : "Give the subscription's place back"
              }
              name="refund"
              checked={refund}
              onChange={(event) => setRefund(event.target.checked)}
            />
          )}
          <TextAreaField
            label="Reason"
            hint="Sent to the student."
            value={reason}
            maxLength={500}
            rows={3}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim() !== "") setError(undefined);
            }}
          />
          {cancel.error && (
            <FailureAlert
              text="The booking could not be cancelled."
              reason={serverReason(cancel.error)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
