import type { AdminUser } from "../../../shared/admin-users.ts";
import type { SubscriptionSummary } from "../../../shared/profile.ts";
import type { user } from "../../db/schema/auth.ts";

/** An account as the admin screens show it. */
export function toAdminUser(
  account: typeof user.$inferSelect,
  subscription: SubscriptionSummary | null,
): AdminUser {
  return {
    id: account.id,
    name: account.name,
    nickname: account.nickname,
    email: account.email,
    phone: account.phone,
    role: account.role === "admin" ? "admin" : "student",
    credits: account.credits,
    isActive: !account.banned,
    createdAt: account.createdAt.toISOString(),
    subscription,
  };
}
