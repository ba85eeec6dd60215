import type { TextareaHTMLAttributes } from "react";
import { FormField, fieldControlClasses } from "./form-field.tsx";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input whose hint and error are read out with it. */
export function TextAreaField({ label, hint, error, className, ...areaProps }: TextAreaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          rows={4}
          {...control}
          className={`mt-1.5 px-3.5 py-2.5 ${fieldControlClasses}`}
          {...areaProps}
        />
      )}
    </FormField>
  );
}
