/**
 * The way in for someone new: /login open at "Create an account", coming back to `returnTo`
 * (a path of the site) once they are in.
 */
export function joinPath(returnTo?: string): string {
  const params = new URLSearchParams({ join: "1" });
  if (returnTo) params.set("redirect", returnTo);
  return `/login?${params}`;
}

/** Router state the admin guard leaves when it turns a signed-in non-admin away to /login. */
export interface LoginPageState {
  adminOnly?: boolean;
}
