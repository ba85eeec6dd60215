import { type WalkIn, walkInSchema } from "../../../shared/admin-users.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The walk-in form as its inputs hold it. */
export type WalkInValues = Record<keyof WalkIn, string>;
export type WalkInErrors = Partial<Record<keyof WalkIn, string>>;

export const EMPTY_WALK_IN: WalkInValues = { name: "", phone: "", email: "" };

/** By the schema the server checks with: each field's first problem, or the walk-in to send. */
export function checkWalkIn(
  values: WalkInValues,
): { ok: true; data: WalkIn } | { ok: false; errors: WalkInErrors } {
  const parsed = walkInSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstProblemOfEachField(parsed.error) };
}
