import Hourglass from "lucide-react/icons/hourglass";
import { type ReactNode, useId } from "react";

/**
 * A notice on the Credits tab of something still to come (credits that will expire, payments
 * the bank has not confirmed): its title, what it is about, and a line on what follows.
 */
export function WaitingNotice({
  title,
  footnote,
  children,
}: {
  title: string;
  footnote: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-clay-300 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <Hourglass aria-hidden="true" className="size-5 text-clay-600" />
        {title}
      </h2>
      {children}
      <p className="mt-3 text-sm text-ink-muted">{footnote}</p>
    </section>
  );
}
