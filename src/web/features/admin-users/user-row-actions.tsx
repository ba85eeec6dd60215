import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useRef, useState } from "react";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useDismiss } from "../shell/use-dismiss.ts";
import { statusActionLabel, type UserAction, type UserActionKind } from "./user-action.ts";

interface UserRowActionsProps {
  user: AdminUser;
  onAction: (action: UserAction) => void;
}

/** A row's Actions expander (spec §2 Admin Users): Edit User, Reset Password, Check History, Disable/Enable. */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, container, toggle, () => setOpen(false));

  const choices: { kind: UserActionKind; label: string }[] = [
    { kind: "edit", label: "Edit User" },
    // A walk-in without an e-mail address has no password to reset: Edit adds the address.
    ...(user.email ? [{ kind: "reset" as const, label: "Reset Password" }] : []),
    { kind: "history", label: "Check History" },
    { kind: "status", label: statusActionLabel(user) },
  ];

  function choose(kind: UserActionKind) {
    setOpen(false);
    // The dialog gives the focus back to whatever had it: the toggle, which stays.
    toggle.current?.focus();
    onAction({ kind, user });
  }

  return (
    <div ref={container}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={buttonClasses("secondary")}
      >
        Actions<span className="sr-only"> for {user.email ?? user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open && (
        <ul id={panelId} className="mt-2 grid gap-1">
          {choices.map((choice) => (
            <li key={choice.kind}>
              <button
                type="button"
                onClick={() => choose(choice.kind)}
                className={`${buttonClasses("ghost")} w-full justify-start`}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
