import { MESSAGES } from "../../../shared/messages.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { placeInLine, useLeaveWaitlist } from "./use-waitlist.ts";

/** A place the student may give up: the class, and where they stand in its line. */
export interface HeldPlace {
  courseId: string;
  title: string;
  startsAt: string;
  position: number;
}

/** Asks before the student leaves a class's line (My Bookings and the timetable). */
export function LeaveWaitlistDialog({
  place,
  timeZone,
  onClose,
  onLeft,
}: {
  place: HeldPlace | null;
  timeZone: string;
  onClose: () => void;
  onLeft: (message: string) => void;
}) {
  const leave = useLeaveWaitlist();
  const close = () => {
    leave.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={place !== null}
      title="Leave the waitlist?"
      keepLabel="Stay in line"
      confirmLabel="Leave waitlist"
      workingLabel="Leaving…"
      pending={leave.isPending}
      onConfirm={() => {
        if (!place) return;
        leave.mutate(place.courseId, {
          onSuccess: ({ message }) => {
            close();
            onLeft(message);
          },
        });
      }}
      onClose={close}
    >
      {place && (
        <p>
          {place.title}, {formatStudioDateTime(place.startsAt, timeZone)}: you are{" "}
          {placeInLine(place.position)}. If you join again later, you go to the back.
        </p>
      )}
      {leave.error && (
        <FailureAlert text={MESSAGES.waitlistLeaveFailed} reason={serverReason(leave.error)} />
      )}
    </ConfirmDialog>
  );
}
