import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

interface MessageDialogProps {
  /** The message to show, or null while the dialog is closed. */
  message: string | null;
  title: string;
  /** The one button's label: "OK", "Continue". */
  buttonLabel: string;
  onClose: () => void;
  /** More about the outcome, under the message (a receipt's number and link). */
  children?: ReactNode;
}

/** The outcome of an action, said in a dialog the user acknowledges (the spec's success alerts). */
export function MessageDialog({
  message,
  title,
  buttonLabel,
  onClose,
  children,
}: MessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={title}
      footer={<Button onClick={onClose}>{buttonLabel}</Button>}
    >
      <p className="flex items-start gap-3 text-ink">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-700" />
        <span>{message}</span>
      </p>
      {children && <div className="mt-4">{children}</div>}
    </Dialog>
  );
}
