import type { Tutor } from "../../../shared/classes.ts";
import { type TutorInput, tutorInputSchema } from "../../../shared/tutors.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The tutor form as its inputs hold it. */
export interface TutorFormValues {
  name: string;
  photoUrl: string;
  bio: string;
}

export type TutorFieldErrors = Partial<Record<keyof TutorFormValues, string>>;

export const EMPTY_TUTOR_FORM: TutorFormValues = { name: "", photoUrl: "", bio: "" };

/** Edit fills the form with the tutor (spec §4 Tutor form). */
export function tutorFormValues(tutor: Tutor): TutorFormValues {
  return { name: tutor.name, photoUrl: tutor.photoUrl ?? "", bio: tutor.bio };
}

/** Spec §5 Tutor, by the schema the server checks with: each field's first problem, or the input. */
export function checkTutor(
  values: TutorFormValues,
): { ok: true; data: TutorInput } | { ok: false; errors: TutorFieldErrors } {
  const parsed = tutorInputSchema.safeParse({ ...values, photoUrl: values.photoUrl.trim() });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstProblemOfEachField(parsed.error) };
}
