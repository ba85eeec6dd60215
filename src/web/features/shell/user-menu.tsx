import ChevronDown from "lucide-react/icons/chevron-down";
import CreditCard from "lucide-react/icons/credit-card";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { displayName, initials } from "../../../shared/identity.ts";
import { Avatar } from "../../components/ui/avatar.tsx";
import type { SessionUser } from "../../lib/auth-client.ts";
import { signOutAndLeave } from "../auth/sign-out.ts";
import { useDismiss } from "./use-dismiss.ts";

interface UserMenuProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-medium text-ink hover:bg-sand-100";

/** The signed-in user's avatar and name, opening a disclosure with their links and Sign Out. */
export function UserMenu({ user, open, onOpenChange }: UserMenuProps) {
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => onOpenChange(false);
  useDismiss(open, container, toggle, close);

  const name = displayName(user);
  return (
    <div ref={container} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 hover:bg-sand-100"
      >
        <Avatar initials={initials(user)} />
        <span className="sr-only sm:not-sr-only sm:max-w-[100px] sm:truncate sm:text-sm sm:font-medium">
          {name}
        </span>
        <span className="sr-only">, account menu</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-ink-muted transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute end-0 z-50 mt-2 w-64 rounded-2xl border border-sand-200 bg-white p-2 shadow-lg shadow-sage-900/10"
        >
          <div className="border-b border-sand-200 px-3 pt-2 pb-3">
            <p className="truncate font-medium text-sage-900">{name}</p>
            <p className="truncate text-sm text-ink-muted">{user.email}</p>
          </div>
          <ul className="pt-2">
            {user.role === "admin" && (
              <li>
                <Link to="/admin" onClick={close} className={itemClasses}>
                  <LayoutDashboard aria-hidden="true" className="size-4 text-sage-700" />
                  Admin
                </Link>
              </li>
            )}
            <li>
              <Link to="/me" onClick={close} className={itemClasses}>
                <User aria-hidden="true" className="size-4 text-sage-700" />
                My Profile
              </Link>
            </li>
            <li>
              <Link to="/plan" onClick={close} className={itemClasses}>
                <CreditCard aria-hidden="true" className="size-4 text-sage-700" />
                My Plans
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOutAndLeave();
                }}
                className={itemClasses}
              >
                <LogOut aria-hidden="true" className="size-4 text-sage-700" />
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
