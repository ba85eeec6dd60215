import { type FormEvent, useState } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Profile } from "../../../shared/profile.ts";
import { type Registration, registrationSchema } from "../../../shared/registration.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { registrationErrorMessage } from "./registration-error-message.ts";
import { useCompleteRegistration } from "./use-profile.ts";

type Field = keyof Registration;

interface CompleteProfileFormProps {
  profile: Profile;
  /** Called after the profile is saved: refreshes the session and profile, which moves on. */
  onCompleted: () => Promise<void>;
}

/** The complete-profile step of sign-in (spec §2 Login, §4 Login completion). */
export function CompleteProfileForm({ profile, onCompleted }: CompleteProfileFormProps) {
  const [values, setValues] = useState<Registration>({
    name: profile.name,
    nickname: profile.nickname ?? "",
    phone: profile.phone ?? "",
  });
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  // After the save, while the session and profile reload before moving on.
  const [refreshing, setRefreshing] = useState(false);
  const registration = useCompleteRegistration();

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as Field)));
      setMessage(parsed.error.issues[0]?.message ?? MESSAGES.registrationFieldsRequired);
      return;
    }
    setInvalid(new Set());
    setMessage(null);
    try {
      await registration.mutateAsync(parsed.data);
      setRefreshing(true);
      await onCompleted();
    } catch (error) {
      setMessage(registrationErrorMessage(error));
    }
  }

  const saving = registration.isPending || refreshing;
  return (
    <div>
      <h1 className="text-3xl leading-tight font-semibold">{MESSAGES.completeProfileWelcome}</h1>
      <p className="mt-3 text-ink-muted">
        Signed in as <span className="font-medium text-ink">{profile.email}</span>. Your name and
        phone number help our instructors welcome you and reach you if a class changes.
      </p>

      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
        <TextField
          label="Your Full Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change("name")}
          aria-invalid={invalid.has("name") || undefined}
        />
        <TextField
          label="Your Nickname"
          name="nickname"
          autoComplete="nickname"
          required
          hint="What you like to be called in class."
          value={values.nickname}
          onChange={change("nickname")}
          aria-invalid={invalid.has("nickname") || undefined}
        />
        <TextField
          label="Your Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          hint="For example +60 12-345 6789."
          value={values.phone}
          onChange={change("phone")}
          aria-invalid={invalid.has("phone") || undefined}
        />
        <Button type="submit" size="lg" className="w-full" disabled={saving}>
          {saving ? "Saving…" : "Save & Continue"}
        </Button>
        {message && <Alert tone="error">{message}</Alert>}
      </form>
    </div>
  );
}
