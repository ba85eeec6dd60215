import KeyRound from "lucide-react/icons/key-round";
import Pencil from "lucide-react/icons/pencil";
import History from "lucide-react/icons/rotate-ccw-clock";
import UserCheck from "lucide-react/icons/user-check";
import UserX from "lucide-react/icons/user-x";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { Button } from "../../components/ui/button.tsx";
import { statusActionLabel, type UserAction } from "./user-action.ts";

/** The found user's buttons (spec §2 Admin Users): Edit User, Reset Password, Disable/Enable, View Full History. */
export function UserCardActions({
  user,
  onAction,
}: {
  user: AdminUser;
  onAction: (action: UserAction) => void;
}) {
  const StatusIcon = user.isActive ? UserX : UserCheck;
  return (
    <>
      <Button onClick={() => onAction({ kind: "edit", user })}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit User
      </Button>
      {/* A walk-in without an e-mail address has no password to reset: Edit adds the address. */}
      {user.email && (
        <Button variant="secondary" onClick={() => onAction({ kind: "reset", user })}>
          <KeyRound aria-hidden="true" className="size-4" />
          Reset Password
        </Button>
      )}
      <Button variant="secondary" onClick={() => onAction({ kind: "status", user })}>
        <StatusIcon aria-hidden="true" className="size-4" />
        {statusActionLabel(user)}
      </Button>
      <Button variant="secondary" onClick={() => onAction({ kind: "history", user })}>
        <History aria-hidden="true" className="size-4" />
        View Full History
      </Button>
    </>
  );
}
