import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The way out that changes nothing ("Keep the class"). */
  keepLabel: string;
  confirmLabel: string;
  /** Said on the confirm button while the change is under way ("Cancelling…"). */
  workingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The change takes something away (cancels a class or a booking): its button says so. */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * Asks before a change: what it will do, a way out, and the confirmation, which a second press
 * while the first is under way does not send again.
 */
export function ConfirmDialog({
  open,
  title,
  keepLabel,
  confirmLabel,
  workingLabel,
  pending,
  onConfirm,
  onClose,
  destructive = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={pending}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {keepLabel}
          </Button>
          <Button
            variant={destructive ? "danger" : "primary"}
            onClick={() => {
              if (!pending) onConfirm();
            }}
            aria-disabled={pending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            {pending ? workingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">{children}</div>
    </Dialog>
  );
}
