import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
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
    <Dialog
      open={open}
      onClose={onClose}
      busy={pending}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!pending) onConfirm();
            }}
            aria-disabled={pending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {pending ? "Working…" : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-ink">{question}</p>
        {Boolean(error) && <FailureAlert text={failureText} reason={serverReason(error)} />}
      </div>
    </Dialog>
  );
}
