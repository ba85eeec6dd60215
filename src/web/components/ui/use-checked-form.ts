import { type FormEvent, useEffect, useRef, useState } from "react";
import { serverReason } from "../../lib/server-message.ts";

/** A form's values after its checks: the data to save, or each field's first problem. */
export type CheckResult<Data, Errors> = { ok: true; data: Data } | { ok: false; errors: Errors };

/**
 * The submit cycle of the admin forms: check; on a refusal show each field's message and move
 * the focus to the first field to fix (its message is read out); else save, and on a failed
 * save stay on the form with the server's reason.
 */
export function useCheckedForm<Data, Errors extends Partial<Record<string, string>>>({
  check,
  save,
}: {
  check: () => CheckResult<Data, Errors>;
  save: (data: Data) => Promise<unknown>;
}) {
  const [errors, setErrors] = useState<Partial<Errors>>({});
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
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await save(checked.data);
    } catch (error) {
      setFailure({ reason: serverReason(error) });
      setSaving(false);
    }
  }

  return {
    form,
    errors,
    failure,
    saving,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
