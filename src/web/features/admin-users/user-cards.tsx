import type { AdminUser } from "../../../shared/admin-users.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Detail } from "../../components/ui/detail.tsx";
import { formatPhone } from "../../lib/phone.ts";
import type { UserAction } from "./user-action.ts";
import { UserRowActions } from "./user-row-actions.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";

/** The All Users list on narrow screens: one card a user, with the same facts as the table. */
export function UserCards({
  users,
  onAction,
}: {
  users: AdminUser[];
  onAction: (action: UserAction) => void;
}) {
  return (
    <ul className="space-y-4">
      {users.map((user) => (
        <li key={user.id}>
          <article
            aria-label={user.email ?? user.name}
            className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{user.name || "—"}</h3>
              <UserStatusBadge isActive={user.isActive} />
            </div>
            <p className="text-sm break-all text-ink-muted">{user.email ?? MESSAGES.noEmailYet}</p>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail term="Phone">{user.phone ? formatPhone(user.phone) : "—"}</Detail>
              <Detail term="Credits">{formatCredits(user.credits)}</Detail>
              <Detail term="Subscription">{user.subscription?.packageName ?? "None"}</Detail>
              <Detail term="Nickname">{user.nickname || "—"}</Detail>
            </dl>
            <div className="mt-4">
              <UserRowActions user={user} onAction={onAction} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
