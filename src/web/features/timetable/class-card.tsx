import Check from "lucide-react/icons/check";
import { type ReactNode, useId } from "react";
import type { StudioClass, Tutor } from "../../../shared/classes.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { classCardTerms } from "../../../shared/policy-words.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { formatStudioTime } from "../../../shared/studio-format.ts";
import { Button } from "../../components/ui/button.tsx";
import { Portrait } from "../../components/ui/portrait.tsx";
import { formatDuration } from "../../lib/formatters.ts";
import { ClassStatusBadge, PrivateBadge } from "../booking/class-status-badge.tsx";
import { placeInLine } from "../waitlist/use-waitlist.ts";
import { type CardAction, cardAction } from "./card-action.ts";

interface ClassCardProps {
  item: StudioClass;
  timeZone: string;
  policies: BookingPolicies;
  now: Date;
  /** What pressing the card's button led to, when it was pressed here: a refusal, an outcome. */
  note: ReactNode;
  /** The viewer's place in the class's waitlist, if they wait in it. */
  waiting?: number;
  /** The card's button was pressed: `action` says which (see card-action.ts). */
  onAction: (item: StudioClass, action: CardAction) => void;
  onShowBio: (tutor: Tutor) => void;
  /** The title's level: 4 under a day's heading in search results. */
  titleLevel?: 3 | 4;
}

/** What the card's button says for each action, and what a screen reader hears besides. */
const BUTTON_WORDS: Record<Exclude<CardAction["kind"], "none">, { label: string; more: string }> = {
  book: { label: "Book", more: "" },
  cancel: { label: "Cancel", more: " booking" },
  join: { label: "Join waitlist", more: "" },
  leave: { label: "Leave waitlist", more: "" },
};

/** The filled-spots bar's size in CSS pixels (w-32, h-1.5), so its rounded ends stay round. */
const BAR_WIDTH = 128;
const BAR_HEIGHT = 6;

function spotsText(spots: number): string {
  if (spots === 0) return "No spots left";
  return `${spots} ${spots === 1 ? "spot" : "spots"} left`;
}

/**
 * One class (spec §2): time range, duration, title, status, instructor with a link to the bio,
 * credits, slots filled and spots left, and its action (card-action.ts: Book; "Booked" with Cancel;
 * Join waitlist, or the place in it with Leave; none for a class the studio cancelled); and when booking closes and free cancellation ends
 * under the studio's policies.
 */
export function ClassCard({
  item,
  timeZone,
  policies,
  now,
  note,
  waiting,
  onAction,
  onShowBio,
  titleLevel = 3,
}: ClassCardProps) {
  const titleId = useId();
  const start = formatStudioTime(item.startsAt, timeZone);
  const end = formatStudioTime(item.endsAt, timeZone);
  const filledShare = item.totalSlots > 0 ? Math.min(1, item.slotsFilled / item.totalSlots) : 1;
  const action = cardAction(item, waiting);
  const terms = classCardTerms(item, policies, timeZone, now);
  const Title = titleLevel === 4 ? "h4" : "h3";

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-x-6 gap-y-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs shadow-sage-900/5 sm:grid-cols-[7.5rem_minmax(0,1fr)_auto] sm:p-6"
    >
      {/* Each of the three kept whole: on a narrow phone they wrap between, never within. */}
      <div className="flex flex-wrap items-baseline gap-x-3 whitespace-nowrap sm:block">
        <p className="font-display text-2xl leading-tight font-semibold text-sage-900">
          <time dateTime={item.startsAt}>{start}</time>
        </p>
        <p className="text-sm text-ink-muted sm:mt-1">
          <span className="sr-only">until </span>
          <span aria-hidden="true">to </span>
          <time dateTime={item.endsAt}>{end}</time>
        </p>
        <p className="text-sm text-ink-muted sm:mt-0.5">
          {formatDuration(item.startsAt, item.endsAt)}
        </p>
      </div>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <ClassStatusBadge status={item.status} />
          {item.isPrivate && <PrivateBadge />}
        </div>
        <Title id={titleId} className="mt-2 text-xl leading-snug font-semibold">
          {item.title}
        </Title>
        <p className="text-sm text-ink-muted">{item.courseType}</p>
        {terms.length > 0 && <p className="mt-1 text-xs text-ink-muted">{terms.join(" · ")}</p>}
        <div className="mt-3 flex items-center gap-3">
          <Portrait src={item.tutor?.photoUrl} size={40} />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-ink">{item.tutor?.name ?? "TBA"}</p>
            {item.tutor && (
              <button
                type="button"
                onClick={() => item.tutor && onShowBio(item.tutor)}
                className="rounded font-medium text-sage-700 underline decoration-sage-200 underline-offset-4 hover:text-sage-900 hover:decoration-sage-600"
              >
                View bio<span className="sr-only"> of {item.tutor.name}</span>
              </button>
            )}
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-t border-sand-200 pt-4 sm:flex-col sm:flex-nowrap sm:items-end sm:justify-between sm:border-0 sm:pt-0 sm:text-end">
        <div className="space-y-1 text-sm">
          <p className="font-semibold text-ink">{formatCredits(item.credits)}</p>
          <p className="text-ink-muted">
            {item.slotsFilled}/{item.totalSlots} booked · {spotsText(item.spotsRemaining)}
          </p>
          {/* Drawn in SVG: the page's security policy refuses style attributes in the server's
              drawing of the page, so a width set by one would not show until the app started. */}
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}
            preserveAspectRatio="none"
            className="h-1.5 w-32 rounded-full bg-sand-200 sm:ms-auto"
          >
            <rect
              width={Math.round(filledShare * BAR_WIDTH)}
              height={BAR_HEIGHT}
              rx={BAR_HEIGHT / 2}
              className={item.spotsRemaining === 0 ? "fill-clay-600" : "fill-sage-600"}
            />
          </svg>
        </div>
        {/* The button keeps its place among its siblings whatever it says, so it stays the same
            element from Book to Cancel and back, and the focus a dialog gives back finds it. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:justify-end">
          {action.kind === "cancel" && (
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-sage-800">
              <Check aria-hidden="true" className="size-4" />
              Booked
            </p>
          )}
          {action.kind === "leave" && (
            <p className="text-sm font-semibold text-sage-800">
              Waitlist · {placeInLine(action.position)}
            </p>
          )}
          {action.kind === "none" ? (
            <p className="text-sm font-medium text-clay-700">{action.note}</p>
          ) : (
            <Button
              variant={
                action.kind === "join" || (action.kind === "book" && action.look === "open")
                  ? "primary"
                  : action.kind === "book" && action.look === "closed"
                    ? "quiet"
                    : "secondary"
              }
              onClick={() => onAction(item, action)}
              className="min-w-28"
            >
              {BUTTON_WORDS[action.kind].label}
              <span className="sr-only">
                {BUTTON_WORDS[action.kind].more}: {item.title} at {start}
              </span>
            </Button>
          )}
        </div>
      </div>

      {note && <div className="sm:col-span-3">{note}</div>}
    </article>
  );
}
