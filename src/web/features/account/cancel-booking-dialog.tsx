import LoaderCircle from "lucide-react/icons/loader-circle";
import { formatCredits } from "../../../shared/credits.ts";
import { cancellationDeadlineInWords } from "../../../shared/policy-words.ts";
import type { MyBooking } from "../../../shared/profile.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";

interface CancelBookingDialogProps {
  /** The booking to cancel; null while the dialog is closed. */
  booking: MyBooking | null;
  /** Past the studio's cancellation deadline, where it allows a late cancellation. */
  late: boolean;
  timeZone: string;
  cancelling: boolean;
  /** Why the last attempt failed, in the server's words or the spec's. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of spec §5 Cancellation: which class, which day, and that the spot is freed. */
export function CancelBookingDialog({
  booking,
  late,
  timeZone,
  cancelling,
  error,
  onConfirm,
  onClose,
}: CancelBookingDialogProps) {
  const course = booking?.course;
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      busy={cancelling}
      title="Cancel this booking?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelling}>
            Keep my booking
          </Button>
          <Button
            onClick={onConfirm}
            aria-disabled={cancelling}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            {cancelling && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Yes, cancel booking
          </Button>
        </>
      }
    >
      {booking && course && (
        <div className="space-y-4">
          <p>
            Cancel your booking for <strong className="font-semibold">{course.title}</strong> on{" "}
            <strong className="font-semibold">{formatStudioDate(course.startsAt, timeZone)}</strong>{" "}
            ({formatStudioTimeRange(course.startsAt, course.endsAt, timeZone)})? Your spot will be
            freed for another student.
          </p>
          {!late && (
            <p className="text-sm text-ink-muted">
              Free cancellation until{" "}
              {cancellationDeadlineInWords(course.startsAt, booking.cancellationPolicy, timeZone)}.
            </p>
          )}
          {booking.creditsPaid > 0 && late ? (
            <p className="text-sm font-medium text-clay-700">
              It is past the cancellation deadline: the {formatCredits(booking.creditsPaid)} you
              paid will not be refunded.
            </p>
          ) : booking.creditsPaid > 0 ? (
            <p className="text-sm text-ink-muted">
              The {formatCredits(booking.creditsPaid)} you paid will be refunded to your balance.
            </p>
          ) : (
            booking.paidWith === "subscription" && (
              <p className="text-sm text-ink-muted">
                Your subscription covered this class, so no credits come back.
              </p>
            )
          )}
          {cancelling && (
            <p role="status" className="text-sm text-ink-muted">
              Cancelling your booking…
            </p>
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
