import { Navigate, Outlet, useLocation } from "react-router";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminHeader } from "../../features/admin-shell/admin-header.tsx";
import type { LoginPageState } from "../../features/auth/login-state.ts";
import { ProfileHold } from "../../features/profile/profile-hold.tsx";
import { PageScroll } from "../../features/shell/page-scroll.tsx";
import { SiteFooter } from "../../features/shell/site-footer.tsx";
import { SkipLink } from "../../features/shell/skip-link.tsx";
import { authClient } from "../../lib/auth-client.ts";

/**
 * Every /admin page. The guard waits for the session, then sends visitors to sign in (coming back
 * here after) and signed-in non-admins to /login with a notice. It only spares them a screen they
 * cannot use: every /api/admin route checks the role on the server.
 */
export function AdminLayout() {
  const session = authClient.useSession();
  const location = useLocation();

  if (session.isPending) return <LoadingState label="Checking your access…" />;
  if (session.error) {
    return (
      <LoadFailed className="mx-auto max-w-md px-4 py-16" onRetry={() => void session.refetch()}>
        We could not check your sign-in. Please try again.
      </LoadFailed>
    );
  }
  const user = session.data?.user;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }
  if (user.role !== "admin") {
    const state: LoginPageState = { adminOnly: true };
    return <Navigate to="/login" replace state={state} />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <ProfileHold />
      <SkipLink />
      <AdminHeader email={user.email} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <PageScroll />
    </div>
  );
}
