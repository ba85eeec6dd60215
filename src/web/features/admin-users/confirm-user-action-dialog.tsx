import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { serverReason } from "../../lib/server-message.ts";

interface ConfirmUserActionDialogProps {
  open: boolean;
  title: string;
  /** The spec's confirmation, naming the user's e-mail. */
  question: string;
  confirmLabel: string;
  /** The spec's text for a failure (§8). */
  failureText: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action on a user's account (reset password, disable or enable). */
export function ConfirmUserActionDialog({
  open,
  title,
  question,
  confirmLabel,
  failureText,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmUserActionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      keepLabel="Cancel"
      confirmLabel={confirmLabel}
      workingLabel="Working…"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="text-ink">{question}</p>
      {Boolean(error) && <FailureAlert text={failureText} reason={serverReason(error)} />}
    </ConfirmDialog>
  );
}
