import type { FormEvent, ReactNode, RefObject } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";

/** One group of settings: its heading, fields, the outcome of its last save and its button. */
export function SettingsFormCard({
  id,
  title,
  description,
  form,
  onSubmit,
  saving,
  saved,
  failure,
  children,
}: {
  id: string;
  title: string;
  description: string;
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  saved: boolean;
  failure: { reason: string | null } | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <h2 id={id} className="font-display text-xl font-semibold text-sage-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
      <form ref={form} noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        {children}
        {failure && <FailureAlert text="Failed to save the settings" reason={failure.reason} />}
        {saved && !failure && <Alert tone="success">Settings saved.</Alert>}
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : `Save ${title.toLowerCase()}`}
        </Button>
      </form>
    </section>
  );
}
