import { useRef, useState } from "react";
import {
  type AdminUser,
  HISTORY_FILTERS,
  type HistoryFilter,
} from "../../../shared/admin-users.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { ActivityList } from "./activity-list.tsx";
import { useUserHistory } from "./use-user-history.ts";

const FILTERS = Object.entries(HISTORY_FILTERS) as [
  HistoryFilter,
  (typeof HISTORY_FILTERS)[HistoryFilter],
][];

interface HistoryDialogProps {
  /** The user whose history is open, or null while closed. */
  user: AdminUser | null;
  timeZone: string;
  onClose: () => void;
}

/** A user's full history (spec §2 Admin Users): the chips, 30 at a time, Load More while there is more. */
export function HistoryDialog({ user, timeZone, onClose }: HistoryDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title="User History">
      {user && <History user={user} timeZone={timeZone} />}
    </Dialog>
  );
}

function History({ user, timeZone }: { user: AdminUser; timeZone: string }) {
  const [filter, setFilter] = useState<HistoryFilter>("all");
  const history = useUserHistory(user.id, filter);
  const list = useRef<HTMLUListElement>(null);
  // Spec §8: a history that fails to load is shown as an empty list. A failed Load More keeps
  // the pages already shown, and the button to try again.
  const failed = history.isError && !history.isFetchNextPageError;
  const activities = failed ? [] : (history.data?.pages ?? []).flatMap((page) => page.activities);

  async function loadMore() {
    if (history.isFetchingNextPage) return;
    const next = await history.fetchNextPage();
    // The button goes with the last page: the focus moves to the list it filled.
    if (!next.hasNextPage) list.current?.focus();
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{user.email}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {FILTERS.map(([key, chip]) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
            className="min-h-9 rounded-full px-3.5 text-sm font-medium ring-1 ring-sand-300 ring-inset hover:bg-sand-100 aria-pressed:bg-sage-700 aria-pressed:text-white aria-pressed:ring-sage-700"
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
      {history.isPending ? (
        <LoadingState label="Loading the history…" />
      ) : activities.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-ink-muted">
          No activity to show.
        </p>
      ) : (
        <ActivityList
          ref={list}
          activities={activities}
          timeZone={timeZone}
          label={`${HISTORY_FILTERS[filter].label} history, newest first`}
        />
      )}
      {history.hasNextPage && !failed && (
        <Button
          variant="secondary"
          onClick={() => void loadMore()}
          aria-disabled={history.isFetchingNextPage}
          className="aria-disabled:cursor-progress aria-disabled:opacity-60"
        >
          {history.isFetchingNextPage ? "Loading…" : "Load More"}
        </Button>
      )}
    </div>
  );
}
