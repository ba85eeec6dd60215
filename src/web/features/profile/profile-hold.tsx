import { Navigate, useLocation } from "react-router";
import { authClient } from "../../lib/auth-client.ts";
import { useProfile } from "./use-profile.ts";

/**
 * Spec §4 Login completion: a signed-in person whose profile lacks a name, nickname or phone is
 * held on the complete-profile step (on /login) from whatever page they open, and brought back to
 * that page once it is saved. Sign-out stays in the header there. Renders nothing otherwise.
 */
export function ProfileHold() {
  const session = authClient.useSession();
  const profile = useProfile(session.data?.user.id);
  const location = useLocation();
  if (location.pathname === "/login" || !profile.data || profile.data.profileComplete) return null;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}
