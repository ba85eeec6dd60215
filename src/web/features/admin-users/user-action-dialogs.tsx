import { useState } from "react";
import {
  MESSAGES,
  resetPasswordConfirmMessage,
  userStatusConfirmMessage,
} from "../../../shared/messages.ts";
import { MessageDialog } from "../../components/ui/message-dialog.tsx";
import { ConfirmUserActionDialog } from "./confirm-user-action-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { HistoryDialog } from "./history-dialog.tsx";
import { useSendPasswordReset, useSetUserStatus } from "./use-user-actions.ts";
import { statusActionLabel, type UserAction } from "./user-action.ts";

interface UserActionDialogsProps {
  /** The action chosen, or null when none is open. */
  action: UserAction | null;
  timeZone: string;
  onClose: () => void;
}

/** The dialog of the chosen action, then 'Success!' with the server's words (spec §2, §8). */
export function UserActionDialogs({ action, timeZone, onClose }: UserActionDialogsProps) {
  const [success, setSuccess] = useState<string | null>(null);
  const setStatus = useSetUserStatus();
  const sendReset = useSendPasswordReset();
  const user = action?.user ?? null;
  const is = (kind: UserAction["kind"]) => action?.kind === kind;

  const close = () => {
    setStatus.reset();
    sendReset.reset();
    onClose();
  };
  const done = ({ message }: { message: string }) => {
    close();
    setSuccess(message);
  };

  return (
    <>
      <EditUserDialog
        user={is("edit") ? user : null}
        onClose={close}
        onSaved={(message) => done({ message })}
      />
      <ConfirmUserActionDialog
        open={is("reset")}
        title="Reset Password"
        question={user?.email ? resetPasswordConfirmMessage(user.email) : ""}
        confirmLabel="Send Reset Email"
        failureText={MESSAGES.resetPasswordFailed}
        pending={sendReset.isPending}
        error={sendReset.error}
        onConfirm={() => user && sendReset.mutate(user.id, { onSuccess: done })}
        onClose={close}
      />
      <ConfirmUserActionDialog
        open={is("status")}
        title={user ? statusActionLabel(user) : ""}
        question={user ? userStatusConfirmMessage(!user.isActive, user.email ?? user.name) : ""}
        confirmLabel={user?.isActive ? "Disable" : "Enable"}
        failureText={MESSAGES.userStatusFailed}
        pending={setStatus.isPending}
        error={setStatus.error}
        onConfirm={() =>
          user &&
          setStatus.mutate({ userId: user.id, isActive: !user.isActive }, { onSuccess: done })
        }
        onClose={close}
      />
      <HistoryDialog user={is("history") ? user : null} timeZone={timeZone} onClose={close} />
      <MessageDialog
        title="Success!"
        message={success}
        buttonLabel="OK"
        onClose={() => setSuccess(null)}
      />
    </>
  );
}
