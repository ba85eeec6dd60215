import { useId, useState } from "react";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import type { WaitlistPlace } from "../../../shared/waitlist.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { useStudioReason } from "../admin-shell/use-studio-reason.ts";
import { placeInLine } from "../waitlist/use-waitlist.ts";
import { ContactLinks } from "./roster-list.tsx";
import { useMoveToFront, useRemoveFromWaitlist } from "./use-roster.ts";

function RemoveDialog({
  place,
  onClose,
  onRemoved,
}: {
  place: WaitlistPlace | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}) {
  const reason = useStudioReason();
  const remove = useRemoveFromWaitlist();
  const close = () => {
    reason.reset();
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={place !== null}
      title="Take off the waitlist?"
      keepLabel="Keep in line"
      confirmLabel="Take off"
      workingLabel="Taking off…"
      pending={remove.isPending}
      onConfirm={() => {
        const checked = reason.check();
        if (!place || checked === undefined) return;
        remove.mutate(
          { placeId: place.id, reason: checked },
          {
            onSuccess: ({ message }) => {
              close();
              onRemoved(message);
            },
          },
        );
      }}
      onClose={close}
    >
      {place && (
        <p>
          {place.name || place.email}, {placeInLine(place.position)}. They are e-mailed your reason.
        </p>
      )}
      <TextAreaField label="Reason" hint="Sent to the student." rows={3} {...reason.field} />
      {remove.error && (
        <FailureAlert
          text="The student could not be taken off the waitlist."
          reason={serverReason(remove.error)}
        />
      )}
    </ConfirmDialog>
  );
}

/**
 * The class's line (issue #22): who waits, in order, how to reach them; the desk can put someone
 * first or take them off. Seats that free up go to the first in line by themselves.
 */
export function RosterWaitlist({
  places,
  timeZone,
}: {
  places: WaitlistPlace[];
  timeZone: string;
}) {
  const headingId = useId();
  const [removing, setRemoving] = useState<WaitlistPlace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const moveToFront = useMoveToFront();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Waitlist
      </h2>
      {places.length === 0 ? (
        <p className="mt-2 text-ink-muted">No one is waiting.</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-4 space-y-3">
          {places.map((place) => {
            const who = place.name || place.email;
            return (
              <li
                key={place.id}
                className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs"
              >
                <p className="text-sm font-semibold text-sage-800">{placeInLine(place.position)}</p>
                <p className="font-semibold break-words text-ink">
                  {who}
                  {place.nickname && (
                    <span className="font-normal text-ink-muted"> ({place.nickname})</span>
                  )}
                </p>
                <ContactLinks student={place} />
                <p className="text-sm text-ink-muted">
                  Joined {formatStudioDateTime(place.joinedAt, timeZone)}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {place.position > 1 && (
                    <Button
                      variant="secondary"
                      disabled={moveToFront.isPending}
                      onClick={() =>
                        moveToFront.mutate(place.id, {
                          onSuccess: ({ message }) => setNotice(message),
                        })
                      }
                    >
                      Move to front<span className="sr-only"> {who}</span>
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => setRemoving(place)}>
                    Take off<span className="sr-only"> {who}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {moveToFront.error && (
        <div className="mt-4">
          <FailureAlert
            text="The student could not be moved to the front."
            reason={serverReason(moveToFront.error)}
          />
        </div>
      )}
      {notice && (
        <div className="mt-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <RemoveDialog place={removing} onClose={() => setRemoving(null)} onRemoved={setNotice} />
    </section>
  );
}
