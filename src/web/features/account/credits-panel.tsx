import CreditCard from "lucide-react/icons/credit-card";
import Plus from "lucide-react/icons/plus";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { Profile } from "../../../shared/profile.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMoreButton } from "../../components/ui/load-more-button.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PendingPayments } from "../payments/pending-payments.tsx";
import { SubscriptionCard } from "../plans/subscription-card.tsx";
import { myDocumentPath } from "../sales/document-paths.ts";
import { ReceiptsSection } from "../sales/receipts-section.tsx";
import { BuyCreditsDialog } from "./buy-credits-dialog.tsx";
import { CreditFigures } from "./credit-figures.tsx";
import { CreditHistoryList } from "./credit-history-list.tsx";
import { ExpiringCredits } from "./expiring-credits.tsx";
import { useCreditHistory } from "./use-credit-history.ts";
import { useMyReceipts } from "./use-my-receipts.ts";

interface CreditsPanelProps {
  profile: Profile;
  timeZone: string;
  /** The studio takes payments online (issue #24): payments being confirmed are listed. */
  onlinePayments: boolean;
}

/**
 * Credits & Subscription (spec §2 Profile): the balance and its totals from the ledger, what of
 * it expires when, online payments not yet confirmed (issue #24), the subscription, the transaction
 * history, the receipts of what was bought (issue #23) and the two quick actions.
 */
export function CreditsPanel({ profile, timeZone, onlinePayments }: CreditsPanelProps) {
  const historyHeadingId = useId();
  const history = useCreditHistory(profile.id);
  const receipts = useMyReceipts(profile.id);
  const [buying, setBuying] = useState(false);
  const listRef = useRef<HTMLElement>(null);

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
          <div className="space-y-4">
            <CreditFigures history={first} />
            <ExpiringCredits expiring={first.expiring} timeZone={timeZone} />
          </div>
        )
      )}

      {onlinePayments && <PendingPayments userId={profile.id} timeZone={timeZone} />}

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
              <LoadMoreButton pages={history} listRef={listRef} what="transactions" />
            </>
          )}
        </div>
      </section>

      <ReceiptsSection
        title="Receipts"
        pages={receipts}
        timeZone={timeZone}
        hrefOf={myDocumentPath}
        empty={`No receipts yet. When you buy credits ${onlinePayments ? "online or at the front desk" : "at the front desk"}, the receipt is listed here and e-mailed to you.`}
      />

      <BuyCreditsDialog open={buying} onClose={() => setBuying(false)} />
    </div>
  );
}
