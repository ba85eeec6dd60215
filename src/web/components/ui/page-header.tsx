import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The one <h1> of a screen, with an optional kicker above and an intro below. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="max-w-2xl">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">{eyebrow}</p>
      )}
      <h1 className="mt-2 text-4xl leading-tight font-semibold sm:text-5xl">{title}</h1>
      {children && <div className="mt-4 text-lg text-ink-muted">{children}</div>}
    </header>
  );
}
