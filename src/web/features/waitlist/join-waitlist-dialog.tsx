import type { StudioClass } from "../../../shared/classes.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { waitlistClosesAt } from "../../../shared/waitlist.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { placeInLine, useJoinWaitlist } from "./use-waitlist.ts";

/**
 * Asks before the student joins a full class's line, saying what follows: booked and e-mailed
 * when a seat frees before the cutoff, paid as any booking. The place they get is said after.
 */
export function JoinWaitlistDialog({
  item,
  timeZone,
  policies,
  onClose,
  onJoined,
}: {
  item: StudioClass | null;
  timeZone: string;
  policies: BookingPolicies;
  onClose: () => void;
  onJoined: (item: StudioClass, message: string) => void;
}) {
  const join = useJoinWaitlist();
  const close = () => {
    join.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title="Join the waitlist?"
      keepLabel="Not now"
      confirmLabel="Join waitlist"
      workingLabel="Joining…"
      pending={join.isPending}
      onConfirm={() => {
        if (!item) return;
        join.mutate(item.id, {
          onSuccess: ({ message, position }) => {
            close();
            onJoined(item, `${message} You are ${placeInLine(position)}.`);
          },
        });
      }}
      onClose={close}
    >
      {item && (
        <>
          <p>
            {item.title}, {formatStudioDateTime(item.startsAt, timeZone)} is full.
          </p>
          <p>
            If a seat frees up before{" "}
            {formatStudioDateTime(
              new Date(waitlistClosesAt(new Date(item.startsAt), policies)),
              timeZone,
            )}
            , the first in line is booked automatically and e-mailed, paid as any booking: by your
            subscription where it covers the class, otherwise {formatCredits(item.credits)}.
          </p>
        </>
      )}
      {join.error && (
        <FailureAlert text={MESSAGES.waitlistJoinFailed} reason={serverReason(join.error)} />
      )}
    </ConfirmDialog>
  );
}
