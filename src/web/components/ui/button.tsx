import type { ButtonHTMLAttributes } from "react";

/**
 * `quiet`: an action that is there but not open now (a class whose booking has closed);
 * `danger` and `danger-outline`: one that cannot be undone (cancelling a class), and the way to it.
 */
type Variant = "primary" | "secondary" | "ghost" | "quiet" | "danger" | "danger-outline";
type Size = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<Variant, string> = {
  primary: "bg-sage-700 text-white hover:bg-sage-800",
  secondary: "border border-sage-700 bg-white/70 text-sage-800 hover:bg-sage-50",
  ghost: "text-sage-800 hover:bg-sage-100",
  quiet: "border border-dashed border-ink-muted bg-transparent text-ink-muted hover:bg-sand-100",
  danger: "bg-clay-700 text-white hover:bg-clay-600",
  "danger-outline": "border border-clay-600 bg-white text-clay-700 hover:bg-clay-100",
};
const sizes: Record<Size, string> = {
  md: "min-h-10 px-4 py-2 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** The button look, for <button>s and for links that act as buttons. */
export function buttonClasses(variant: Variant = "primary", size: Size = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size)} ${className ?? ""}`}
      {...props}
    />
  );
}
