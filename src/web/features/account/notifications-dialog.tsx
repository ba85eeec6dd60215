import { useId } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Profile } from "../../../shared/profile.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { serverMessageOr } from "../../lib/server-message.ts";
import { useUpdateProfile } from "../profile/use-profile.ts";

interface NotificationsDialogProps {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}

/**
 * Notifications (issue #5): whether the studio e-mails the student when they book or cancel a
 * class. A switch that saves as it flips; the server keeps the preference on the account.
 */
export function NotificationsDialog({ open, onClose, profile }: NotificationsDialogProps) {
  const labelId = useId();
  const descriptionId = useId();
  const update = useUpdateProfile(profile.id);
  const on = profile.emailNotifications;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={update.isPending}
      title="Notifications"
      footer={
        <Button onClick={onClose} disabled={update.isPending}>
          Done
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="flex items-start justify-between gap-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
          <div>
            <p id={labelId} className="font-medium text-ink">
              Booking e-mails
            </p>
            <p id={descriptionId} className="mt-0.5 text-sm break-words text-ink-muted">
              E-mail me at {profile.email} when I book or cancel a class.
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-center gap-1">
            <Switch
              checked={on}
              onCheckedChange={(checked) => update.mutate({ emailNotifications: checked })}
              busy={update.isPending}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
            />
            <span aria-hidden="true" className="text-xs font-medium text-ink-muted">
              {on ? "On" : "Off"}
            </span>
          </div>
        </div>
        {update.isSuccess && (
          <Alert tone="success">
            {on
              ? "Saved. We will e-mail you when you book or cancel a class."
              : "Saved. We will not e-mail you about your bookings."}
          </Alert>
        )}
        {update.isError && (
          <Alert tone="error">{serverMessageOr(update.error, MESSAGES.updateProfileFailed)}</Alert>
        )}
      </div>
    </Dialog>
  );
}
