import { type FormEvent, useEffect, useRef, useState } from "react";
import { serverReason } from "../../lib/server-message.ts";

/** A form's values after its checks: the data to save, or each field's first problem. */
export type CheckResult<Data, Errors> = { ok: true; data: Data } | { ok: false; errors: Errors };

/**
 * The submit cycle of the admin forms: check; on a refusal show each field's message and move
 * the focus to the first field to fix (its message is read out); else save, and on a failed
 * save stay on the form with the server's reason; either way the form may be sent again. A field's message goes as soon as the field is
 * put right (the check runs again as values change), and no new one appears before the next submit.
 */
export function useCheckedForm<Data, Errors extends Partial<Record<string, string>>>({
  check,
  save,
}: {
  check: () => CheckResult<Data, Errors>;
  save: (data: Data) => Promise<unknown>;
}) {
  // The fields whose message the last submit showed.
  const [shown, setShown] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [checks, setChecks] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setShown(Object.keys(checked.errors).filter((field) => checked.errors[field]));
      setChecks((count) => count + 1);
      return;
    }
    setShown([]);
    setFailure(null);
    setSaving(true);
    try {
      await save(checked.data);
    } catch (error) {
      setFailure({ reason: serverReason(error) });
    } finally {
      // A form that stays open after a save (Settings) takes the next change as well.
      setSaving(false);
    }
  }

  const current = shown.length > 0 ? check() : null;
  const errors = (
    current && !current.ok
      ? Object.fromEntries(
          shown.flatMap((field) => (current.errors[field] ? [[field, current.errors[field]]] : [])),
        )
      : {}
  ) as Partial<Errors>;

  return {
    form,
    errors,
    failure,
    saving,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
