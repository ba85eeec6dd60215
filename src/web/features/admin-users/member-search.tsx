import Search from "lucide-react/icons/search";
import { type FormEvent, type Ref, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type AdminUser, memberSearchQuerySchema } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatPhone } from "../../lib/phone.ts";
import { exactMatch, noMatchMessage } from "./member-search-outcome.ts";
import { useMemberSearch } from "./use-member-search.ts";
import { UserStatusBadge } from "./user-status-badge.tsx";

export interface MemberSearchProps {
  /**
   * The member chosen: from the list by a press on them, or at once when what was typed is
   * exactly one member's e-mail or phone.
   */
  onPick: (user: AdminUser) => void;
  /** Called as each search starts, so that the screen can put away what the last one chose. */
  onSearch?: () => void;
  /** The box takes the focus when the screen opens: finding someone is what the screen is for. */
  focusOnArrival?: boolean;
}

/**
 * Finds anyone by part of a name, nickname, e-mail or phone (issue #21): one box, Enter or Search,
 * then the matches, best first, 20 at a time with Show more. Pressing a match picks it.
 */
export function MemberSearch({ onPick, onSearch, focusOnArrival = false }: MemberSearchProps) {
  const [value, setValue] = useState("");
  const [inputError, setInputError] = useState<string>();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(true);
  const { searched, results, search } = useMemberSearch();
  // Only the latest search may pick: an earlier one can answer after it.
  const latest = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  const pickedLine = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnArrival) form.current?.querySelector("input")?.focus();
  }, [focusOnArrival]);

  /** The list folds to one line, so that the card the screen shows for them comes into view. */
  function pick(user: AdminUser) {
    flushSync(() => {
      setPickedId(user.id);
      setListOpen(false);
    });
    onPick(user);
  }

  function pickFromList(user: AdminUser) {
    pick(user);
    // The button pressed went with the list: the focus goes to the line that took its place.
    pickedLine.current?.focus();
  }

  function reopenList() {
    flushSync(() => setListOpen(true));
    list.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (results.isLoading) return;
    const checked = memberSearchQuerySchema.shape.q.safeParse(value);
    if (!checked.success) {
      setInputError(checked.error.issues[0]?.message);
      return;
    }
    setInputError(undefined);
    setPickedId(null);
    setListOpen(true);
    onSearch?.();
    const round = ++latest.current;
    const first = await search(checked.data).catch(() => undefined);
    const exact = first && exactMatch(first.users, checked.data);
    if (exact && round === latest.current) pick(exact);
  }

  const pages = results.data?.pages ?? [];
  const matches = pages.flatMap((page) => page.users);
  const picked = matches.find((user) => user.id === pickedId);
  // Only a search under way, not the refresh of one after an edit, hides the results.
  const busy = results.isLoading;
  const failed = results.isError && !results.isFetchNextPageError;
  const status = busy
    ? "Searching…"
    : failed || matches.length === 0
      ? ""
      : matchesFound(matches.length, results.hasNextPage);

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <search aria-label="Member search">
        <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Name, nickname, email or phone"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              hint="Part of it is enough; capitals and accents do not matter."
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={inputError}
              className="flex-1"
            />
            <Button
              type="submit"
              aria-disabled={busy}
              className="sm:mt-7 aria-disabled:cursor-progress aria-disabled:opacity-60"
            >
              <Search aria-hidden="true" className="size-4" />
              {busy ? "Searching…" : "Search"}
            </Button>
          </div>
        </form>
      </search>
      {searched !== null && !busy && (
        <div className="mt-4">
          {failed ? (
            <Alert tone="error">{MESSAGES.searchUserFailed}</Alert>
          ) : matches.length === 0 ? (
            <Alert tone="error">{noMatchMessage(searched)}</Alert>
          ) : !listOpen && picked ? (
            <PickedLine
              ref={pickedLine}
              picked={picked}
              more={matches.length > 1 || results.hasNextPage}
              onShowMatches={reopenList}
            />
          ) : (
            <>
              {/* Read out by the live status above; here for the eye. */}
              <p aria-hidden="true" className="text-sm text-ink-muted">
                {status}
              </p>
              <ul
                ref={list}
                tabIndex={-1}
                aria-label={`Users matching “${searched}”, best first`}
                className="mt-2 divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
              >
                {matches.map((user) => (
                  <li key={user.id}>
                    <MatchButton user={user} picked={user.id === pickedId} onPick={pickFromList} />
                  </li>
                ))}
              </ul>
              {results.isFetchNextPageError && (
                <div className="mt-3">
                  <Alert tone="error">{MESSAGES.searchUserFailed}</Alert>
                </div>
              )}
              {results.hasNextPage && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    if (!results.isFetchingNextPage) void results.fetchNextPage();
                  }}
                  aria-disabled={results.isFetchingNextPage}
                  className="mt-3 aria-disabled:cursor-progress aria-disabled:opacity-60"
                >
                  {results.isFetchingNextPage ? "Loading…" : "Show more"}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

function matchesFound(count: number, more: boolean): string {
  const users = count === 1 ? "1 user" : `${count} users`;
  return more ? `The first ${users} found; there are more.` : `${users} found.`;
}

/** One match: everything the desk tells people apart by, the whole row one button. */
function MatchButton({
  user,
  picked,
  onPick,
}: {
  user: AdminUser;
  picked: boolean;
  onPick: (user: AdminUser) => void;
}) {
  return (
    <button
      type="button"
      aria-current={picked ? "true" : undefined}
      onClick={() => onPick(user)}
      className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-sand-50 focus-visible:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sage-600 aria-[current=true]:bg-sage-50 sm:flex-row sm:items-center sm:gap-4"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">
          {user.name || "—"}
          {user.nickname && <span className="font-normal text-ink-muted"> ({user.nickname})</span>}
        </span>
        <span className="block text-sm break-all text-ink-muted">
          {user.email ?? MESSAGES.noEmailYet}
        </span>
      </span>
      <span className="text-sm text-ink-muted">
        {user.phone ? formatPhone(user.phone) : "No phone"}
      </span>
      <span className="self-start sm:self-auto">
        <UserStatusBadge isActive={user.isActive} />
      </span>
    </button>
  );
}

/** After a pick: who it is, and the way back to the other matches. */
function PickedLine({
  ref,
  picked,
  more,
  onShowMatches,
}: {
  ref: Ref<HTMLDivElement>;
  picked: AdminUser;
  more: boolean;
  onShowMatches: () => void;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sage-600"
    >
      <p className="text-sm text-ink-muted">
        Showing <span className="font-medium text-ink">{picked.name || picked.email}</span>.
      </p>
      {more && (
        <Button variant="ghost" onClick={onShowMatches}>
          Show all matches
        </Button>
      )}
    </div>
  );
}
