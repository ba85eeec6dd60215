import { Outlet } from "react-router";
import { ProfileHold } from "../profile/profile-hold.tsx";
import { PageScroll } from "./page-scroll.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";

/**
 * Every public page: skip link, top navigation, the page, footer; and the hold of a signed-in
 * person whose profile is not complete; and the scroll between pages (PageScroll).
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ProfileHold />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
    </div>
  );
}
