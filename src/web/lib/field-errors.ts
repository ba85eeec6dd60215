import type { ZodError } from "zod";

/**
 * Each form field's first problem, as the schema the server checks with words it. A field the
 * form names differently from the API (a pack chosen as a "product") is renamed on the way.
 */
export function firstProblemOfEachField<Field extends string>(
  error: ZodError,
  formField: (apiField: string) => Field = (apiField) => apiField as Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) errors[formField(String(issue.path[0]))] ??= issue.message;
  return errors;
}
