import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import type { MyBookingsPage } from "../../../shared/profile.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AuthCard } from "../../features/auth/auth-card.tsx";
import { landingPath } from "../../features/auth/landing-path.ts";
import type { LoginPageState } from "../../features/auth/login-state.ts";
import { SignInPanel } from "../../features/auth/sign-in-panel.tsx";
import { signOutAndLeave } from "../../features/auth/sign-out.ts";
import { CompleteProfileForm } from "../../features/profile/complete-profile-form.tsx";
import { useProfile } from "../../features/profile/use-profile.ts";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { api } from "../../lib/api-client.ts";
import { authClient, type SessionUser } from "../../lib/auth-client.ts";
import { safeRedirectPath } from "../../lib/safe-redirect.ts";

/**
 * /login: sign in (or create an account), then the profile check of spec §4. The same check runs
 * when someone arrives here already signed in, which is how a Google sign-in comes back.
 */
export function LoginPage() {
  useDocumentTitle("Sign In");
  const session = authClient.useSession();
  // Better Auth checks the session again after a sign-up; the panel stays meanwhile, so the
  // notice about the mailed link is not lost.
  const [sessionKnown, setSessionKnown] = useState(false);
  useEffect(() => {
    if (!session.isPending) setSessionKnown(true);
  }, [session.isPending]);
  const studio = useStudio();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as LoginPageState | null;
  const redirect = safeRedirectPath(params.get("redirect"));
  // A confirmation link comes back here with confirm=email (and error=… when it failed); any
  // other error is Google's.
  const confirming = params.get("confirm") === "email";

  let content: ReactNode;
  if (session.isPending && !sessionKnown) {
    content = <LoadingState label="Checking your sign-in…" />;
  } else if (session.data) {
    content = (
      <SignedIn
        user={session.data.user}
        redirect={redirect}
        adminOnly={Boolean(state?.adminOnly)}
        refreshSession={async () => {
          await session.refetch();
        }}
      />
    );
  } else {
    content = (
      <SignInPanel
        confirmationCallbackURL={confirmationCallbackURL(params.get("redirect"))}
        confirmationFailed={confirming && params.has("error")}
        googleSignIn={studio.data?.googleSignIn ?? false}
        googleCallbackURL={`/login${location.search}`}
        googleError={!confirming && params.has("error")}
        join={params.get("join") === "1"}
      />
    );
  }
  return <AuthCard>{content}</AuthCard>;
}

/** This page as the confirmation link's landing, keeping where the person was heading. */
function confirmationCallbackURL(redirect: string | null): string {
  const params = new URLSearchParams({ confirm: "email" });
  if (redirect) params.set("redirect", redirect);
  return `/login?${params}`;
}

interface SignedInProps {
  user: SessionUser;
  /** The page that asked for the sign-in, if one did. */
  redirect: string | null;
  adminOnly: boolean;
  refreshSession: () => Promise<void>;
}

function SignedIn({ user, redirect, adminOnly, refreshSession }: SignedInProps) {
  const profile = useProfile(user.id);
  // A student without a page to return to lands on their next booking, if they have one.
  const upcoming = useQuery({
    queryKey: ["me", "bookings", "landing", user.id],
    queryFn: () => api.get<MyBookingsPage>("/api/me/bookings?scope=upcoming&page=1"),
    enabled: redirect === null && user.role !== "admin" && profile.data?.profileComplete === true,
  });

  if (profile.isPending) return <LoadingState label="Loading your profile…" />;
  if (profile.isError) {
    return <LoadFailed onRetry={() => void profile.refetch()}>{profile.error.message}</LoadFailed>;
  }
  if (!profile.data.profileComplete) {
    return (
      <CompleteProfileForm
        profile={profile.data}
        onCompleted={async () => {
          // The session first, so the header greets them by name when the complete profile
          // (next render) sends them on to the page they came for.
          await refreshSession();
          await profile.refetch();
        }}
      />
    );
  }
  if (adminOnly) return <AdminOnlyNotice email={user.email} />;
  if (upcoming.isLoading) return <LoadingState label="Finding your next class…" />;
  const target = landingPath({
    redirect,
    role: user.role,
    // Unknown (the list did not load) lands on the timetable, where every class is anyway.
    hasUpcomingBooking: (upcoming.data?.total ?? 0) > 0,
  });
  return <Navigate to={target} replace />;
}

/** A signed-in student who tried an admin page: say why they are here instead of bouncing on. */
function AdminOnlyNotice({ email }: { email: string }) {
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-semibold">Administrators only</h1>
      <Alert tone="info">{MESSAGES.adminOnly}</Alert>
      <p className="text-ink-muted">
        You are signed in as <span className="font-medium text-ink">{email}</span>. To manage the
        studio, sign out and sign in with an administrator account.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void signOutAndLeave()}>Sign out</Button>
        <Link to="/" className={buttonClasses("secondary")}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
