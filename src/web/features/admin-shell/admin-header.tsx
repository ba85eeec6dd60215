import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { LotusMark } from "../../components/ui/lotus-mark.tsx";
import { signOutAndLeave } from "../auth/sign-out.ts";
import { useStudio } from "../studio/use-studio.ts";

/** The admin header's links (spec §2 Admin header), in order; Settings is beyond the spec (issue #20). */
const ADMIN_LINKS = [
  { to: "/admin/courses", label: "Courses" },
  { to: "/admin/attendance", label: "Attendance" },
  { to: "/admin/tutors", label: "Tutors" },
  { to: "/admin/recharge", label: "Recharge" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/packages", label: "Packages" },
  { to: "/admin/reports", label: "Sales Reports" },
  { to: "/admin/settings", label: "Settings" },
] as const;

function AdminLinks({ layout, onNavigate }: { layout: "row" | "column"; onNavigate?: () => void }) {
  return (
    <ul className={layout === "row" ? "flex flex-wrap gap-1" : "flex flex-col gap-1"}>
      {ADMIN_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className="flex min-h-10 items-center rounded-full px-3.5 text-sm font-medium text-sand-100 hover:bg-sage-800 hover:text-white aria-[current=page]:bg-sand-50 aria-[current=page]:text-sage-900"
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function LogoutButton() {
  return (
    <button
      type="button"
      onClick={() => void signOutAndLeave()}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-sage-600 px-4 text-sm font-medium text-sand-50 hover:bg-sage-800"
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </button>
  );
}

/**
 * The header of the admin area. Wide screens show the links in a row; narrow ones open them in a
 * slide-in panel, a native modal <dialog> so focus stays inside and Escape closes it.
 */
export function AdminHeader({ email }: { email: string }) {
  const studioName = useStudio().data?.name;
  const menu = useRef<HTMLDialogElement>(null);
  const closeMenu = () => menu.current?.close();

  const brand = (
    <Link
      to="/admin/courses"
      className="flex min-w-0 items-center gap-2.5 rounded-lg font-display text-lg font-semibold text-white"
    >
      <LotusMark className="size-9 shrink-0" />
      <span className="truncate">{studioName ? `${studioName} Admin` : "Studio Admin"}</span>
    </Link>
  );

  return (
    <header className="bg-sage-900 text-sand-50">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        {brand}
        <div className="ms-auto hidden items-center gap-4 lg:flex">
          <span className="text-sm text-sand-200">
            Signed in as <span className="font-medium text-white">{email}</span>
          </span>
          <LogoutButton />
        </div>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => menu.current?.showModal()}
          className="ms-auto inline-flex size-11 items-center justify-center rounded-full hover:bg-sage-800 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Admin menu</span>
        </button>
      </div>
      <nav aria-label="Admin" className="hidden border-t border-sage-800 lg:block">
        <div className="mx-auto max-w-6xl px-4 py-2 sm:px-6">
          <AdminLinks layout="row" />
        </div>
      </nav>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop tap has no keyboard twin; Escape closes a modal dialog natively. */}
      <dialog
        ref={menu}
        aria-label="Admin menu"
        // A click on the backdrop lands on the <dialog> itself: close, as a tap outside should.
        onClick={(event) => {
          if (event.target === event.currentTarget) closeMenu();
        }}
        className="ms-auto me-0 h-dvh max-h-none w-80 max-w-[85vw] bg-sage-900 p-0 text-sand-50 transition-transform duration-300 backdrop:bg-sage-900/50 starting:open:translate-x-full lg:hidden"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <span className="font-display text-lg font-semibold">Admin menu</span>
            <button
              type="button"
              onClick={closeMenu}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sage-800"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Admin">
            <AdminLinks layout="column" onNavigate={closeMenu} />
          </nav>
          <div className="mt-auto space-y-3 border-t border-sage-800 pt-5">
            <p className="text-sm break-all text-sand-200">
              Signed in as <span className="font-medium text-white">{email}</span>
            </p>
            <LogoutButton />
          </div>
        </div>
      </dialog>
    </header>
  );
}
