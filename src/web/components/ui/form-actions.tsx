import { Button } from "./button.tsx";

/**
 * The closing row of a dialog's form: Cancel, and the submit button, which says it is working and
 * ignores presses while the form is being sent (it stays focusable, so its label is announced).
 */
export function FormActions(props: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  const { onCancel, busy, submitLabel, busyLabel } = props;
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type="submit"
        aria-disabled={busy}
        className="aria-disabled:cursor-progress aria-disabled:opacity-60"
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
