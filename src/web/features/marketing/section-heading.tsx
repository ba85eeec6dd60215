import type { ReactNode } from "react";

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "start" | "center";
  /** On a dark band the colours turn light. */
  tone?: "light" | "dark";
}

/** A section's kicker, its <h2> and an optional intro paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "start",
  tone = "light",
}: SectionHeadingProps) {
  const centred = align === "center" ? "mx-auto text-center" : "";
  const dark = tone === "dark";
  return (
    <div className={`max-w-2xl ${centred}`}>
      <p
        className={`text-sm font-semibold tracking-widest uppercase ${dark ? "text-clay-300" : "text-clay-700"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl leading-tight font-semibold sm:text-4xl ${dark ? "text-white" : ""}`}
      >
        {title}
      </h2>
      {children && (
        <div
          className={`mt-4 text-lg leading-relaxed ${dark ? "text-sand-100" : "text-ink-muted"}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
