import type { InputHTMLAttributes } from "react";
import { FormField, fieldControlClasses } from "./form-field.tsx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input whose hint and error are read out with it. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={`mt-1.5 px-3.5 py-2.5 ${fieldControlClasses}`}
          {...inputProps}
        />
      )}
    </FormField>
  );
}
