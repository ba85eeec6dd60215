import { type ReactNode, useId } from "react";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Detail } from "../../components/ui/detail.tsx";
import { formatPhone } from "../../lib/phone.ts";
import { UserStatusBadge } from "./user-status-badge.tsx";

interface UserProfileCardProps {
  user: AdminUser;
  /** The buttons for this user (Users), if any. */
  actions?: ReactNode;
}

/** Who the user is: name, nickname, e-mail, phone, credits and whether the account is active. */
export function UserProfileCard({ user, actions }: UserProfileCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          Profile
        </h2>
        <UserStatusBadge isActive={user.isActive} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <Detail term="Name">{user.name || "—"}</Detail>
        <Detail term="Nickname">{user.nickname || "—"}</Detail>
        <Detail term="Email">{user.email ?? MESSAGES.noEmailYet}</Detail>
        <Detail term="Phone">{user.phone ? formatPhone(user.phone) : "—"}</Detail>
        <Detail term="Credits">
          <span className="font-display text-2xl font-semibold text-sage-900">
            {formatCredits(user.credits)}
          </span>
        </Detail>
      </dl>
      {actions && <div className="mt-5 flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
