import type { ButtonHTMLAttributes } from "react";

interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "type" | "role"> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While a change is being saved: announced as busy, and a second press is ignored. */
  busy?: boolean;
}

/**
 * An on/off toggle (the ARIA switch pattern): a button that screen readers announce as a switch,
 * on or off, pressed with Space or Enter. Name it with aria-label or aria-labelledby.
 */
export function Switch({
  checked,
  onCheckedChange,
  busy = false,
  className,
  ...props
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onCheckedChange(!checked);
      }}
      className={`inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors aria-busy:cursor-progress aria-busy:opacity-70 disabled:cursor-not-allowed disabled:opacity-50 ${checked ? "bg-sage-700" : "bg-ink-muted"} ${className ?? ""}`}
      {...props}
    >
      <span
        aria-hidden="true"
        className={`size-6 rounded-full bg-white shadow-sm transition-transform motion-reduce:transition-none ${checked ? "translate-x-5" : "translate-x-0"}`}
      />
    </button>
  );
}
