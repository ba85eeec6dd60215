import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useCallback, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LotusMark } from "../../components/ui/lotus-mark.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { joinPath } from "../auth/login-state.ts";
import { useStudio } from "../studio/use-studio.ts";
import { NavLinks } from "./nav-links.tsx";
import { useDismiss } from "./use-dismiss.ts";
import { UserMenu } from "./user-menu.tsx";

type OpenMenu = "none" | "user" | "mobile";

/**
 * The top navigation of the public site. At most one of the user dropdown and the mobile panel is
 * open (spec §4). The open menu is remembered with the path it was opened on, so any navigation,
 * including the browser's back button, closes it without an effect.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [menu, setMenu] = useState<{ open: OpenMenu; path: string }>({ open: "none", path: "" });
  const open = menu.path === pathname ? menu.open : "none";
  const show = useCallback((next: OpenMenu) => setMenu({ open: next, path: pathname }), [pathname]);
  const closeAll = useCallback(() => show("none"), [show]);

  const header = useRef<HTMLElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  useDismiss(open === "mobile", header, mobileToggle, closeAll);

  const session = authClient.useSession();
  const user = session.data?.user;
  const studioName = useStudio().data?.name;

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          onClick={closeAll}
          aria-label={studioName ? `${studioName}, home` : "Home"}
          className="flex min-w-0 items-center gap-2.5 rounded-lg font-display text-base leading-tight font-semibold text-sage-900 sm:text-lg"
        >
          <LotusMark className="size-9 shrink-0" />
          {/* On a small phone the name takes two lines rather than losing its end. */}
          <span className="line-clamp-2 break-words">{studioName}</span>
        </Link>

        <nav aria-label="Main" className="ms-auto hidden md:block">
          <NavLinks layout="row" />
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-1 md:ms-2">
          {session.isPending ? (
            // Holds the place of the account control, so the bar does not jump when it arrives.
            <span aria-hidden="true" className="block h-10 w-20" />
          ) : user ? (
            <>
              {user.role === "admin" && (
                <Link
                  to="/admin"
                  onClick={closeAll}
                  className={`${buttonClasses("secondary")} hidden md:inline-flex`}
                >
                  Admin
                </Link>
              )}
              <UserMenu
                user={user}
                open={open === "user"}
                onOpenChange={(isOpen) => show(isOpen ? "user" : "none")}
              />
            </>
          ) : (
            <>
              <Link
                to={joinPath()}
                onClick={closeAll}
                className={`${buttonClasses("ghost")} hidden sm:inline-flex`}
              >
                Join
              </Link>
              <Link to="/login" onClick={closeAll} className={buttonClasses("primary")}>
                Sign In
              </Link>
            </>
          )}
          <button
            ref={mobileToggle}
            type="button"
            aria-expanded={open === "mobile"}
            aria-controls="mobile-menu"
            onClick={() => show(open === "mobile" ? "none" : "mobile")}
            className="inline-flex size-11 items-center justify-center rounded-full text-sage-900 hover:bg-sand-100 md:hidden"
          >
            {open === "mobile" ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {open === "mobile" && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-sand-200 bg-sand-50 px-4 pt-2 pb-4 md:hidden"
        >
          <NavLinks layout="column" onNavigate={closeAll} />
          {!session.isPending && !user && (
            <p className="mt-3 border-t border-sand-200 px-3.5 pt-3 text-sm text-ink-muted">
              New here?{" "}
              <Link
                to={joinPath()}
                onClick={closeAll}
                className="inline-flex min-h-11 items-center font-semibold text-sage-800 underline underline-offset-4"
              >
                Join: create an account
              </Link>
            </p>
          )}
        </nav>
      )}
    </header>
  );
}
