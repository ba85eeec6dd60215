import { useMutation } from "@tanstack/react-query";
import Info from "lucide-react/icons/info";
import KeyRound from "lucide-react/icons/key-round";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import UserRound from "lucide-react/icons/user-round";
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from "react";
import { PROFILE_SAVED_CLOSE_MS } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { type Profile, profileUpdateSchema } from "../../../shared/profile.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { type TabItem, Tabs } from "../../components/ui/tabs.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { serverMessageOr } from "../../lib/server-message.ts";
import { requestPasswordReset } from "../auth/request-password-reset.ts";
import { useUpdateProfile } from "../profile/use-profile.ts";

type EditTab = "profile" | "security";

const TABS: readonly TabItem<EditTab>[] = [
  { key: "profile", label: "Profile", icon: <UserRound aria-hidden="true" className="size-4" /> },
  {
    key: "security",
    label: "Security",
    icon: <LockKeyhole aria-hidden="true" className="size-4" />,
  },
];

/** The first problem with a field's value, in the words of the shared schema (spec §5 Profile). */
function fieldError(field: "name" | "nickname" | "phone", value: string): string | undefined {
  const checked = profileUpdateSchema.shape[field].safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** Mails a reset link to the user's own address (spec §2 Security tab, §8 Password reset). */
function usePasswordResetEmail() {
  return useMutation({
    mutationFn: async (email: string) => {
      if (!email.trim()) throw new Error(MESSAGES.noEmailAddress);
      let refusal: string | undefined;
      try {
        const { error } = await requestPasswordReset(email);
        if (!error) return;
        refusal = error.message;
      } catch {
        // No answer at all: the fallback below says it did not work.
      }
      throw new Error(refusal || MESSAGES.passwordResetFailed);
    },
  });
}

interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  profile: Profile;
  /** The studio's e-mail, for questions. */
  supportEmail: string | undefined;
}

/**
 * The Edit Profile dialog of spec §2: a Profile tab (full name, nickname, phone, the e-mail
 * read-only) and a Security tab (a password-reset e-mail to the user's own address). Mount it afresh for
 * each opening, so it starts from the saved profile.
 */
export function EditProfileDialog({
  open,
  onClose,
  profile,
  supportEmail,
}: EditProfileDialogProps) {
  const formId = useId();
  const [tab, setTab] = useState<EditTab>("profile");
  const [name, setName] = useState(profile.name);
  const [nickname, setNickname] = useState(profile.nickname ?? "");
  const [phone, setPhone] = useState(profile.phone ?? "");
  const update = useUpdateProfile(profile.id);
  const reset = usePasswordResetEmail();
  const busy = update.isPending || reset.isPending;
  const saved = update.isSuccess;
  const nameError = fieldError("name", name);
  const nicknameError = fieldError("nickname", nickname);
  const phoneError = fieldError("phone", phone);

  // Spec §9: the success text shows for 2 seconds, then the dialog closes.
  const closeAfterSave = useEffectEvent(onClose);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(closeAfterSave, PROFILE_SAVED_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileUpdateSchema.safeParse({ name, nickname, phone });
    if (!parsed.success || busy || saved) return;
    update.mutate(parsed.data);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title="Edit Profile"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {tab === "profile" && (
            <Button
              type="submit"
              form={formId}
              disabled={Boolean(nameError || phoneError)}
              // aria-disabled while saving keeps the focus on the button.
              aria-disabled={busy || saved}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              {update.isPending ? "Saving…" : "Save Changes"}
            </Button>
          )}
        </>
      }
    >
      <Tabs label="Edit Profile sections" items={TABS} selected={tab} onSelect={setTab}>
        {tab === "profile" ? (
          <form id={formId} noValidate onSubmit={save} className="space-y-4">
            <TextField
              label="Full Name"
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={nameError}
            />
            <TextField
              label="Nickname"
              name="nickname"
              autoComplete="nickname"
              hint="Optional. What you like to be called in class."
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              error={nicknameError}
            />
            <TextField
              label="Phone Number"
              type="tel"
              name="phone"
              autoComplete="tel"
              required
              hint="For the studio to reach you about your classes."
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={phoneError}
            />
            <TextField
              label="Email"
              type="email"
              name="email"
              value={profile.email}
              readOnly
              hint="Your email cannot be changed: it is how you sign in, and it is linked to your Google account if you use Google sign-in."
              className="[&_input]:bg-sand-100 [&_input]:text-ink-muted"
            />
            {saved && <Alert tone="success">{MESSAGES.profileUpdated}</Alert>}
            {update.isError && (
              <Alert tone="error">
                {serverMessageOr(update.error, MESSAGES.updateProfileFailed)}
              </Alert>
            )}
          </form>
        ) : (
          <div className="space-y-4">
            <div className="flex items-start gap-3">
              <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-clay-600" />
              <div>
                <h3 className="text-lg font-semibold">Password</h3>
                <p className="text-sm text-ink-muted">
                  We will e-mail a link to {profile.email || "your address"} to choose a new
                  password.
                </p>
              </div>
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                if (!busy) reset.mutate(profile.email);
              }}
              aria-disabled={busy}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            >
              {reset.isPending ? MESSAGES.passwordResetSending : "Send Password Reset Email"}
            </Button>
            {reset.isSuccess && <Alert tone="success">{MESSAGES.passwordResetSent}</Alert>}
            {reset.isError && <Alert tone="error">{reset.error.message}</Alert>}
            {/* Standing information, not news: no live role, unlike the Alert notices. */}
            <div className="flex items-start gap-2.5 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>
                Your account is secured by the studio's sign-in, and by Google sign-in if you use
                it. Password reset e-mails are only ever sent to your registered address. For any
                other questions, please contact support
                {supportEmail ? ` at ${supportEmail}` : ""}.
              </p>
            </div>
          </div>
        )}
      </Tabs>
    </Dialog>
  );
}
