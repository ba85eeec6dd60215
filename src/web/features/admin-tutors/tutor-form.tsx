import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Tutor } from "../../../shared/classes.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import {
  checkTutor,
  EMPTY_TUTOR_FORM,
  type TutorFieldErrors,
  type TutorFormValues,
  tutorFormValues,
} from "./tutor-form-values.ts";
import { useSaveTutor } from "./use-admin-tutors.ts";

interface TutorFormProps {
  /** The tutor being edited, or null to add one. */
  editing: Tutor | null;
  /** Whether to put the focus in the form when it appears (after Edit, Cancel or a save). */
  focusOnMount: boolean;
  /** Back to add mode; with the text of what was saved, if anything was. */
  onDone: (saved: string | null) => void;
}

/**
 * Add or edit a tutor (spec §2 Admin Tutors, §4 Tutor form): the form is in add mode until Edit
 * fills it; Cancel or a save returns it to add mode.
 */
export function TutorForm({ editing, focusOnMount, onDone }: TutorFormProps) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(editing ? tutorFormValues(editing) : EMPTY_TUTOR_FORM);
  const [errors, setErrors] = useState<TutorFieldErrors>({});
  const [checks, setChecks] = useState(0);
  const saveTutor = useSaveTutor();

  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>("input")?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  const change = (field: keyof TutorFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTutor(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const saved = await saveTutor.mutateAsync({ id: editing?.id ?? null, input: checked.data });
      onDone(editing ? `${saved.name} is updated.` : `${saved.name} is added.`);
    } catch {
      // The mutation's error is shown below the form.
    }
  }

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-7"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {editing ? `Edit ${editing.name}` : "Add an Instructor"}
      </h2>
      <TextField
        label="Tutor Name"
        name="name"
        required
        maxLength={120}
        autoComplete="off"
        value={values.name}
        onChange={change("name")}
        error={errors.name}
      />
      <TextField
        label="Photo URL"
        name="photoUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint="Optional. An http or https address; without one, a default avatar is shown."
        value={values.photoUrl}
        onChange={change("photoUrl")}
        error={errors.photoUrl}
      />
      <TextAreaField
        label="Short Bio"
        name="bio"
        required
        maxLength={2000}
        value={values.bio}
        onChange={change("bio")}
        error={errors.bio}
      />
      {saveTutor.error && <Alert tone="error">{saveTutor.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saveTutor.isPending}>
          {saveTutor.isPending ? "Saving…" : editing ? "Save Changes" : "Add Instructor"}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={() => onDone(null)} disabled={saveTutor.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
