import { authClient } from "../../lib/auth-client.ts";

/**
 * Ends the session, then loads /login afresh: a full navigation drops every cached query and
 * menu state of the signed-in user. On failure the user stays where they are (spec §8).
 */
export async function signOutAndLeave(): Promise<void> {
  try {
    const { error } = await authClient.signOut();
    if (error) throw error;
  } catch (error) {
    console.error("Error signing out", error);
    return;
  }
  window.location.assign("/login");
}
