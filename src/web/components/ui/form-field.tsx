import { type ReactNode, useId } from "react";

/** What a field's control needs to be named by its label and read out with its hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The look every text-like control shares (input, text area, dropdown). */
export const fieldControlClasses =
  "block w-full rounded-xl border border-sand-300 bg-white text-base text-ink shadow-xs placeholder:text-ink-muted/70 focus-visible:border-sage-600 aria-invalid:border-clay-600";

interface FormFieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above a control, and its hint and error under it, tied to it for screen readers. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-clay-700">
          {error}
        </p>
      )}
    </div>
  );
}
