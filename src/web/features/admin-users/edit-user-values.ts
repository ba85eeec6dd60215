import {
  type AdminUser,
  type AdminUserUpdate,
  adminUserUpdateSchema,
} from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The Edit User form as its inputs hold it. */
export interface EditUserValues {
  name: string;
  phone: string;
  /** Asked only of an account that has no address yet (a walk-in's). */
  email: string;
  credits: string;
  /** Asked for once the credits differ from the saved figure. */
  creditsReason: string;
}

export type EditUserErrors = Partial<Record<keyof EditUserValues, string>>;

/** The form starts from the user as saved. */
export function editUserValues(user: AdminUser): EditUserValues {
  return {
    name: user.name,
    phone: user.phone ?? "",
    email: "",
    credits: String(user.credits),
    creditsReason: "",
  };
}

/** Whether the form's credits are a figure other than the saved one: then a reason is asked. */
export function creditsChanged(values: EditUserValues, savedCredits: number): boolean {
  return values.credits.trim() !== "" && Number(values.credits) !== savedCredits;
}

/**
 * Spec §5 Edit user, by the schema the server checks with: name required, phone optional,
 * credits a whole number of 0 or more, and a reason when they change (issue #21). Each field's
 * first problem, or the update to send.
 */
export function checkUserEdit(
  values: EditUserValues,
  savedCredits: number,
): { ok: true; data: AdminUserUpdate } | { ok: false; errors: EditUserErrors } {
  const credits = values.credits.trim();
  const changed = creditsChanged(values, savedCredits);
  const parsed = adminUserUpdateSchema.safeParse({
    name: values.name,
    phone: values.phone,
    email: values.email,
    // An empty box is no number at all, not 0.
    credits: credits === "" ? undefined : Number(credits),
    creditsReason: changed ? values.creditsReason : undefined,
  });
  const errors: EditUserErrors = parsed.success ? {} : firstProblemOfEachField(parsed.error);
  // Asked once the new figure is a good one: a wrong figure has its own message first.
  if (changed && !errors.credits && values.creditsReason.trim() === "") {
    errors.creditsReason ??= MESSAGES.creditsReasonRequired;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, errors };
}
