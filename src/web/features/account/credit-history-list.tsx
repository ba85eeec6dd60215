import ArrowDownLeft from "lucide-react/icons/arrow-down-left";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { Ref } from "react";
import { formatCredits } from "../../../shared/credits.ts";
import type { CreditHistoryEntry } from "../../../shared/profile.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";

interface CreditHistoryListProps {
  entries: CreditHistoryEntry[];
  timeZone: string;
  label: string;
  ref?: Ref<HTMLElement>;
}

/** The ledger, newest first, in a box that scrolls on its own (spec §2 Credits & Subscription). */
export function CreditHistoryList({ entries, timeZone, label, ref }: CreditHistoryListProps) {
  if (entries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-ink-muted">
        No credit transactions yet. Credits you receive and spend will be listed here.
      </p>
    );
  }
  return (
    <section
      ref={ref}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus, or keyboards cannot scroll it.
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-2xl border border-sand-200 bg-white"
    >
      <ul className="divide-y divide-sand-200">
        {entries.map((entry) => {
          const earned = entry.type === "credit";
          const Icon = earned ? ArrowDownLeft : ArrowUpRight;
          return (
            <li key={entry.id} className="flex items-start gap-3 px-4 py-3.5">
              <span
                aria-hidden="true"
                className={`mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
                  earned ? "bg-sage-100 text-sage-800" : "bg-clay-100 text-clay-700"
                }`}
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{entry.reasonLabel}</p>
                <p className="text-sm text-ink-muted">{entry.description}</p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={entry.createdAt}>
                    {formatStudioDateTime(entry.createdAt, timeZone)}
                  </time>
                </p>
              </div>
              <p
                className={`shrink-0 font-semibold whitespace-nowrap ${
                  earned ? "text-sage-800" : "text-clay-700"
                }`}
              >
                {earned ? "+" : "−"}
                {formatCredits(entry.amount)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
