import { formatCredits } from "../../../shared/credits.ts";
import type { CreditHistory } from "../../../shared/profile.ts";
import { otherCreditTotals } from "./credit-totals.ts";

/**
 * The balance and its totals from the ledger (spec §2 Credits & Subscription): earned and spent
 * as they mean, and refunds, expiries and the studio's removals apart from them (issue #23).
 */
export function CreditFigures({ history }: { history: CreditHistory }) {
  const others = otherCreditTotals(history);
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <CreditFigure term="Current Credits" value={history.current} emphasis />
        <CreditFigure term="Total Earned" value={history.totalEarned} />
        <CreditFigure term="Total Spent" value={history.totalSpent} />
      </dl>
      {others.length > 0 && (
        <dl className="flex flex-wrap gap-x-10 gap-y-3 rounded-2xl bg-sand-100 px-5 py-4 text-sm">
          {others.map(({ term, credits, note }) => (
            <div key={term}>
              <dt className="text-ink-muted">{term}</dt>
              <dd>
                <span className="font-semibold text-ink">{formatCredits(credits)}</span>
                <span className="block text-xs text-ink-muted">{note}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function CreditFigure({
  term,
  value,
  emphasis = false,
}: {
  term: string;
  value: number;
  emphasis?: boolean;
}) {
  return (
    <div
      className={`rounded-3xl border p-5 ${
        emphasis ? "border-sage-200 bg-sage-50" : "border-sand-200 bg-white"
      }`}
    >
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-sage-900">
        {value}{" "}
        <span className="font-sans text-base font-normal text-ink-muted">
          {value === 1 ? "credit" : "credits"}
        </span>
      </dd>
    </div>
  );
}
