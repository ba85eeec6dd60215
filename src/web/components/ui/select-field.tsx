import ChevronDown from "lucide-react/icons/chevron-down";
import type { SelectHTMLAttributes } from "react";
import { FormField, fieldControlClasses } from "./form-field.tsx";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled dropdown whose hint and error are read out with it. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <select
            {...control}
            className={`appearance-none py-2.5 ps-3.5 pe-10 ${fieldControlClasses}`}
            {...selectProps}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      )}
    </FormField>
  );
}
