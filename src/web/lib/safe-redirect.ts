/**
 * The `redirect` query parameter may only point inside this site: a path such as '/me', never
 * '//evil.example' or 'https://…', so a crafted sign-in link cannot send people elsewhere; and
 * never /login itself, which would send a signed-in user round in circles.
 */
export function safeRedirectPath(
  value: string | null,
  origin = window.location.origin,
): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname === "/login") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
