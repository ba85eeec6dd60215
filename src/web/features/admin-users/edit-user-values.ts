import {
  type AdminUser,
  type AdminUserUpdate,
  adminUserUpdateSchema,
} from "../../../shared/admin-users.ts";

/** The Edit User form as its inputs hold it. */
export interface EditUserValues {
  name: string;
  phone: string;
  credits: string;
}

export type EditUserErrors = Partial<Record<keyof EditUserValues, string>>;

/** The form starts from the user as saved. */
export function editUserValues(user: AdminUser): EditUserValues {
  return { name: user.name, phone: user.phone ?? "", credits: String(user.credits) };
}

/**
 * Spec §5 Edit user, by the schema the server checks with: name required, phone optional,
 * credits a whole number of 0 or more. Each field's first problem, or the update to send.
 */
export function checkUserEdit(
  values: EditUserValues,
): { ok: true; data: AdminUserUpdate } | { ok: false; errors: EditUserErrors } {
  const credits = values.credits.trim();
  const parsed = adminUserUpdateSchema.safeParse({
    name: values.name,
    phone: values.phone,
    // An empty box is no number at all, not 0.
    credits: credits === "" ? undefined : Number(credits),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: EditUserErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as keyof EditUserValues] ??= issue.message;
  }
  return { ok: false, errors };
}
