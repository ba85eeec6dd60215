import type { ReactNode } from "react";

export type BadgeTone = "sage" | "solid" | "clay" | "sand" | "outline";

const tones: Record<BadgeTone, string> = {
  sage: "bg-sage-100 text-sage-800",
  solid: "bg-sage-700 text-white",
  clay: "bg-clay-100 text-clay-700",
  sand: "bg-sand-100 text-ink-muted ring-1 ring-sand-300 ring-inset",
  outline: "bg-white text-clay-700 ring-1 ring-clay-300 ring-inset",
};

/** A small rounded label (a status, a kind); text always, an icon only beside the text. */
export function Badge({
  tone,
  icon,
  children,
}: {
  tone: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {icon}
      {children}
    </span>
  );
}
