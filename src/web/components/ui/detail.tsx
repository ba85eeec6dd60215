import type { ReactNode } from "react";

/** One fact of a card: a small label over its value, inside a <dl>. */
export function Detail({
  term,
  children,
  className = "",
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}
