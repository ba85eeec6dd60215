import type { AdminUser } from "../../../shared/admin-users.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { DataTable } from "../../components/ui/data-table.tsx";
import { formatPhone } from "../../lib/phone.ts";
import type { UserAction } from "./user-action.ts";
import { UserRowActions } from "./user-row-actions.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";

const headers = ["Name", "Email", "Phone", "Credits", "Subscription", "Status", "Actions"];

interface UserTableProps {
  users: AdminUser[];
  caption: string;
  onAction: (action: UserAction) => void;
}

/** The All Users list on wide screens. */
export function UserTable({ users, caption, onAction }: UserTableProps) {
  return (
    <DataTable caption={caption} headers={headers}>
      {users.map((user) => (
        <tr key={user.id} className="align-top">
          <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
            {user.name || "—"}
            {user.nickname && (
              <span className="block text-xs font-normal text-ink-muted">{user.nickname}</span>
            )}
          </th>
          <td className="px-4 py-3 break-all">{user.email ?? MESSAGES.noEmailYet}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {user.phone ? formatPhone(user.phone) : "—"}
          </td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            {formatCredits(user.credits)}
          </td>
          <td className="px-4 py-3">{user.subscription?.packageName ?? "None"}</td>
          <td className="px-4 py-3">
            <UserStatusBadge isActive={user.isActive} />
          </td>
          <td className="px-4 py-3">
            <UserRowActions user={user} onAction={onAction} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
