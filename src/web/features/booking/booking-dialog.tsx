import Check from "lucide-react/icons/check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { type BookingTerms, paymentInWords } from "../../../shared/booking-terms.ts";
import type { StudioClass } from "../../../shared/classes.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES, needCreditsMessage } from "../../../shared/messages.ts";
import { bookingTermsInWords } from "../../../shared/policy-words.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { BookingRefusal } from "./booking-refusal.tsx";
import { ClassStatusBadge, PrivateBadge } from "./class-status-badge.tsx";
import type { BookingAnswer } from "./post-booking.ts";
import type { BookingPhase } from "./use-booking-flow.ts";

interface BookingDialogProps {
  target: StudioClass | null;
  phase: BookingPhase;
  error: string | null;
  answer: BookingAnswer | null;
  onClose: () => void;
  onConfirm: () => void;
  timeZone: string;
  /** The user's balance, when known. */
  credits: number | null;
  /** The studio's booking policies, stated before the student confirms. */
  policies: BookingPolicies;
  /**
   * How the server would pay for this class and the balance (issue #22); undefined while asked
   * for. `termsFailed`: they could not be had, and the class's price is shown instead.
   */
  terms: BookingTerms | undefined;
  termsFailed: boolean;
  /** The instant the page counts from, for "this month". */
  now: Date;
}

function Detail({
  term,
  children,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

/**
 * The booking confirmation modal of spec §2: the class's details, its status, and the flow of
 * spec §4 — Confirm Booking, 'Processing your booking...', then the success or the error box.
 * While the request is under way nothing can close it.
 */
export function BookingDialog({
  target,
  phase,
  error,
  answer,
  onClose,
  onConfirm,
  timeZone,
  credits,
  policies,
  terms,
  termsFailed,
  now,
}: BookingDialogProps) {
  const booking = phase === "booking";
  const booked = phase === "booked";
  const spotsLeft = target ? Math.max(0, target.spotsRemaining - (booked ? 1 : 0)) : 0;
  const balance = answer?.credits ?? terms?.balance ?? credits;
  // Told here, before confirming, rather than refused after (issue #22).
  const cannotPay =
    !booked && terms !== undefined && terms.payment === "credits" && terms.balance < terms.credits;

  function payment(item: StudioClass): string {
    if (answer) {
      return answer.paidWith === "subscription"
        ? "Covered by your subscription"
        : formatCredits(answer.creditsPaid);
    }
    if (terms) return paymentInWords(terms, item.startsAt, now, timeZone);
    return termsFailed ? formatCredits(item.credits) : "Checking how this class is paid…";
  }

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      busy={booking}
      title={target ? `Book ${target.title}` : ""}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={booking}>
            {booked ? "Close" : "Cancel"}
          </Button>
          <Button
            onClick={() => {
              if (!cannotPay) onConfirm();
            }}
            // aria-disabled keeps the focus on the button while the request runs.
            aria-disabled={booking || booked || cannotPay}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {booking && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Confirm Booking
          </Button>
        </>
      }
    >
      {target && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            {/* Booked a moment ago: the good news, not the status a second press would meet. */}
            {booked ? (
              <Badge tone="sage" icon={<Check aria-hidden="true" className="size-3.5" />}>
                Booked
              </Badge>
            ) : (
              <ClassStatusBadge status={target.status} />
            )}
            {target.isPrivate && <PrivateBadge />}
            <span className="text-sm text-ink-muted">{target.courseType}</span>
          </div>

          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
            <Detail term="Date">{formatStudioDate(target.startsAt, timeZone)}</Detail>
            <Detail term="Time">
              {formatStudioTimeRange(target.startsAt, target.endsAt, timeZone)}
            </Detail>
            <Detail term="Instructor">{target.tutor?.name ?? "TBA"}</Detail>
            <Detail term="Spots">
              {spotsLeft} of {target.totalSlots} left
            </Detail>
            {balance !== null && <Detail term="Your balance">{formatCredits(balance)}</Detail>}
            <Detail term="Credits" wide>
              {payment(target)}
            </Detail>
          </dl>

          {!booked && (
            <ul aria-label="Booking terms" className="space-y-1 text-sm text-ink-muted">
              {bookingTermsInWords(target, policies, timeZone, now).map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          )}

          {target.isPrivate && (
            <p className="text-sm text-ink-muted">
              Private classes are always paid in credits, even with a subscription.
            </p>
          )}

          {booking && (
            <div
              role="status"
              className="flex items-center gap-2.5 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink"
            >
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-sage-700" />
              Processing your booking...
            </div>
          )}
          {cannotPay && (
            <BookingRefusal
              reason="credits"
              message={needCreditsMessage(terms.credits)}
              returnTo="/timetable"
            />
          )}
          {booked && <Alert tone="success">{MESSAGES.bookingConfirmed}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
