import CalendarSync from "lucide-react/icons/calendar-sync";
import Copy from "lucide-react/icons/copy";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { fieldControlClasses } from "../../components/ui/form-field.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessageOr } from "../../lib/server-message.ts";
import { useCalendarFeed, useResetCalendarFeed, webcalUrl } from "./use-calendar-feed.ts";

const LOAD_FAILED = "We could not load your calendar link. Please try again.";
const RESET_FAILED = "We could not reset your calendar link. Please try again.";

/**
 * The student's personal calendar feed in My Bookings: its secret address to copy, a link that
 * subscribes a calendar app to it, and a reset (after a confirmation) for a link that got out.
 */
export function CalendarFeedSection({ userId }: { userId: string }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const feed = useCalendarFeed(userId);
  const reset = useResetCalendarFeed(userId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const [renewed, setRenewed] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  function confirmReset() {
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopied(null);
        setRenewed(true);
      },
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Calendar feed
      </h2>
      <p id={hintId} className="mt-2 max-w-prose text-sm text-ink-muted">
        Subscribe once and your calendar app (Google Calendar, Apple Calendar, Outlook) shows every
        class you book, moved or removed as your bookings change. Keep this link to yourself: anyone
        who has it can see your classes.
      </p>
      <div className="mt-4">
        {feed.isPending ? (
          <LoadingState label="Loading your calendar link…" />
        ) : feed.isError ? (
          <LoadFailed onRetry={() => void feed.refetch()}>
            {serverMessageOr(feed.error, LOAD_FAILED)}
          </LoadFailed>
        ) : (
          <div className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
            <label htmlFor={inputId} className="block text-sm font-medium">
              Your calendar link
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={inputId}
                type="url"
                readOnly
                value={feed.data.url}
                aria-describedby={hintId}
                onFocus={(event) => event.currentTarget.select()}
                className={`min-w-0 flex-1 px-3.5 py-2.5 font-mono text-sm ${fieldControlClasses}`}
              />
              <Button variant="secondary" onClick={() => void copy(feed.data.url)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy link
              </Button>
            </div>
            <p aria-live="polite" className="min-h-5 text-sm text-ink-muted">
              {copied === "copied"
                ? "Link copied."
                : copied === "failed"
                  ? "Your browser did not let us copy: select the link and copy it yourself."
                  : ""}
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={webcalUrl(feed.data.url)} className={buttonClasses("primary")}>
                <CalendarSync aria-hidden="true" className="size-4" />
                Subscribe
                <span className="sr-only"> in your calendar app</span>
              </a>
              <Button
                variant="ghost"
                onClick={() => {
                  reset.reset();
                  setRenewed(false);
                  setConfirming(true);
                }}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                Reset link
              </Button>
            </div>
            {renewed && (
              <Alert tone="success">
                Your calendar link is new. The old one no longer works: subscribe again with this
                one.
              </Alert>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset your calendar link?"
        keepLabel="Keep the link"
        confirmLabel="Reset link"
        workingLabel="Resetting…"
        pending={reset.isPending}
        onConfirm={confirmReset}
        onClose={() => {
          if (!reset.isPending) setConfirming(false);
        }}
      >
        <p>
          The current link stops working at once: calendars subscribed to it no longer get your
          classes. You then subscribe again with the new link.
        </p>
        {reset.isError && <Alert tone="error">{serverMessageOr(reset.error, RESET_FAILED)}</Alert>}
      </ConfirmDialog>
    </section>
  );
}
