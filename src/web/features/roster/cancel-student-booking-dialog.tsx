import { useState } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { useStudioReason } from "../admin-shell/use-studio-reason.ts";
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
  const reason = useStudioReason();
  const cancel = useCancelStudentBooking();
  const refundable = student !== null && student.paidWith !== "complimentary";

  const close = () => {
    setRefund(true);
    reason.reset();
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    const checked = reason.check();
    if (!student || checked === undefined) return;
    cancel.mutate(
      { bookingId: student.bookingId, refund: refundable && refund, reason: checked },
      {
        onSuccess: ({ message }) => {
          close();
          onCancelled(message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      destructive
      open={student !== null}
      title="Cancel this booking?"
      keepLabel="Keep the booking"
      confirmLabel="Cancel booking"
      workingLabel="Cancelling…"
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {student && (
        <>
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
          <TextAreaField label="Reason" hint="Sent to the student." rows={3} {...reason.field} />
          {cancel.error && (
            <FailureAlert
              text="The booking could not be cancelled."
              reason={serverReason(cancel.error)}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
