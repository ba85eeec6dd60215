import type { AdminUser } from "../../../shared/admin-users.ts";

/** What the admin can do to a user, from the profile card or a row's Actions (spec §2 Admin Users). */
export type UserActionKind = "edit" | "reset" | "status" | "history";

export interface UserAction {
  kind: UserActionKind;
  user: AdminUser;
}

/** 'Disable User' for an active account, 'Enable User' for a disabled one. */
export function statusActionLabel(user: Pick<AdminUser, "isActive">): string {
  return user.isActive ? "Disable User" : "Enable User";
}
