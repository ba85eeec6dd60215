import type { InputHTMLAttributes } from "react";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
}

/** A checkbox with its label beside it, the whole label a target to click. */
export function CheckboxField({ label, className = "", ...inputProps }: CheckboxFieldProps) {
  return (
    <label className={`flex items-center gap-3 text-sm font-medium text-ink ${className}`}>
      <input type="checkbox" className="size-5 shrink-0 accent-sage-700" {...inputProps} />
      {label}
    </label>
  );
}
