import { CreditCard, Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { Profile } from "../../../shared/profile.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { SubscriptionCard } from "../plans/subscription-card.tsx";
import { BuyCreditsDialog } from "./buy-credits-dialog.tsx";
import { CreditHistoryList } from "./credit-history-list.tsx";
import { useCreditHistory } from "./use-credit-history.ts";

interface CreditsPanelProps {
  profile: Profile;
  timeZone: string;
}

/**
 * Credits & Subscription (spec §2 Profile): the balance and its totals from the ledger, the
 * subscription, the transaction history and the two quick actions.
 */
export function CreditsPanel({ profile, timeZone }: CreditsPanelProps) {
  const historyHeadingId = useId();
  const history = useCreditHistory(profile.id);
  const [buying, setBuying] = useState(false);
  const listRef = useRef<HTMLElement>(null);

  async function loadMore() {
    if (history.isFetchingNextPage) return;
    const next = await history.fetchNextPage();
    // The button goes with the last page: the focus moves to the list it filled.
    if (!next.hasNextPage) listRef.current?.focus();
  }
  const first = history.data?.pages[0];
  // A refetch of several pages can overlap a new entry: each entry is listed once.
  const entries = [
    ...new Map(
      (history.data?.pages ?? []).flatMap((page) => page.entries).map((entry) => [entry.id, entry]),
    ).values(),
  ];

  return (
    <div className="space-y-10">
      {history.isPending ? (
        <LoadingState label="Loading your credits…" />
      ) : history.isError && !first ? (
        <LoadFailed onRetry={() => void history.refetch()}>
          Your credits could not be loaded just now. {history.error.message}
        </LoadFailed>
      ) : (
        first && (
          <dl className="grid gap-4 sm:grid-cols-3">
            <CreditFigure term="Current Credits" value={first.current} emphasis />
            <CreditFigure term="Total Earned" value={first.totalEarned} />
            <CreditFigure term="Total Spent" value={first.totalSpent} />
          </dl>
        )
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <SubscriptionCard
          subscription={profile.subscription}
          timeZone={timeZone}
          empty={
            <>
              No subscription yet. A package covers your regular classes for a month or more;{" "}
              <Link
                to="/plan"
                className="font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
              >
                see the plans
              </Link>
              .
            </>
          }
        />
        <section
          aria-label="Quick actions"
          className="flex flex-col justify-center gap-3 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
        >
          <Button onClick={() => setBuying(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Buy More Credits
          </Button>
          <Link to="/plan" className={buttonClasses("secondary")}>
            <CreditCard aria-hidden="true" className="size-4" />
            View Subscriptions
          </Link>
        </section>
      </div>

      <section aria-labelledby={historyHeadingId}>
        <h2 id={historyHeadingId} className="text-2xl font-semibold">
          Transaction History
        </h2>
        <div className="mt-4">
          {history.isPending ? (
            <LoadingState label="Loading your transactions…" />
          ) : history.isError && !first ? (
            <p className="text-ink-muted">Your transactions could not be loaded just now.</p>
          ) : (
            <>
              <CreditHistoryList
                ref={listRef}
                entries={entries}
                timeZone={timeZone}
                label="Transactions, newest first"
              />
              {history.isFetchNextPageError && (
                <p role="alert" className="mt-3 text-sm text-clay-700">
                  More transactions could not be loaded. {history.error?.message}
                </p>
              )}
              {history.hasNextPage && (
                <Button
                  variant="secondary"
                  className="mt-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                  onClick={() => void loadMore()}
                  aria-disabled={history.isFetchingNextPage}
                >
                  {history.isFetchingNextPage ? "Loading…" : "Load more"}
                </Button>
              )}
            </>
          )}
        </div>
      </section>

      <BuyCreditsDialog open={buying} onClose={() => setBuying(false)} />
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
