import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { authClient } from "../../lib/auth-client.ts";

/** /me is not guarded: the screen itself asks visitors to log in (spec §6). */
export function MePage() {
  useDocumentTitle("My Profile");
  const session = authClient.useSession();
  const user = session.data?.user;

  return (
    <PageContainer>
      <PageHeader title="My Profile" />
      <div className="mt-8 max-w-2xl">
        {session.isPending ? (
          <LoadingState label="Checking your sign-in…" />
        ) : user ? (
          <p className="text-lg text-ink-muted">
            Signed in as <span className="font-medium text-ink">{user.email}</span>. Your bookings,
            credits and subscription will be shown here soon.
          </p>
        ) : (
          <div className="rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
            <h2 className="text-2xl font-semibold">Please log in</h2>
            <p className="mt-2 text-ink-muted">
              Log in to see your profile, your bookings and your credits.
            </p>
            <Link to="/login?redirect=/me" className={`${buttonClasses("primary")} mt-5`}>
              Log In
            </Link>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
