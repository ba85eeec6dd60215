import { useId, useState } from "react";
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

type Preference = "emailNotifications" | "classReminders";

const PREFERENCES: Record<
  Preference,
  { label: string; on: string; saidOn: string; saidOff: string }
> = {
  emailNotifications: {
    label: "Booking e-mails",
    on: "when I book or cancel a class.",
    saidOn: "Saved. We will e-mail you when you book or cancel a class.",
    saidOff: "Saved. We will not e-mail you about your bookings.",
  },
  classReminders: {
    label: "Class reminders",
    on: "a reminder before each class I am booked in.",
    saidOn: "Saved. We will remind you of each class before it starts.",
    saidOff: "Saved. We will not send you class reminders.",
  },
};

/** One preference: its words, and a switch that saves as it flips. */
function PreferenceSwitch({
  preference,
  email,
  on,
  busy,
  onChange,
}: {
  preference: Preference;
  email: string;
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const words = PREFERENCES[preference];
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200 ring-inset">
      <div>
        <p id={labelId} className="font-medium text-ink">
          {words.label}
        </p>
        <p id={descriptionId} className="mt-0.5 text-sm break-words text-ink-muted">
          E-mail me at {email} {words.on}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <Switch
          checked={on}
          onCheckedChange={onChange}
          busy={busy}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        />
        <span aria-hidden="true" className="text-xs font-medium text-ink-muted">
          {on ? "On" : "Off"}
        </span>
      </div>
    </div>
  );
}

/**
 * Notifications (issues #5 and #22): whether the studio e-mails the student when they book or
 * cancel a class, and before each class. Switches that save as they flip; the server keeps the
 * preferences on the account.
 */
export function NotificationsDialog({ open, onClose, profile }: NotificationsDialogProps) {
  const update = useUpdateProfile(profile.id);
  const [changed, setChanged] = useState<Preference>();
  const change = (preference: Preference, on: boolean) => {
    setChanged(preference);
    update.mutate({ [preference]: on });
  };

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
        {(Object.keys(PREFERENCES) as Preference[]).map((preference) => (
          <PreferenceSwitch
            key={preference}
            preference={preference}
            email={profile.email}
            on={profile[preference]}
            busy={update.isPending}
            onChange={(on) => change(preference, on)}
          />
        ))}
        {update.isSuccess && changed && (
          <Alert tone="success">
            {profile[changed] ? PREFERENCES[changed].saidOn : PREFERENCES[changed].saidOff}
          </Alert>
        )}
        {update.isError && (
          <Alert tone="error">{serverMessageOr(update.error, MESSAGES.updateProfileFailed)}</Alert>
        )}
      </div>
    </Dialog>
  );
}
