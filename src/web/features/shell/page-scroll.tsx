import { ScrollRestoration, useLocation } from "react-router";

const STORAGE_KEY = "studio-scroll-positions";

/** The history entry the app opened on, and whether the visitor has left it since. */
let openedOn: string | undefined;
let navigated = false;

/**
 * Scrolls as browsers do between documents: a new page opens at its top, and Back returns to
 * where the page was left (React Router's ScrollRestoration, kept across reloads in session
 * storage).
 *
 * ScrollRestoration puts the page it mounts on at its top, which on the page the app opened on
 * would throw a visitor who scrolled the server's drawing (prerender.tsx) back up as the app takes
 * it over. So it mounts with the first move to another page, where the top is right, and the
 * opened page's position, which it has not seen, is handed to it in its storage: this render is
 * the new page's, but the screen still shows the opened page.
 */
export function PageScroll() {
  const { key } = useLocation();
  openedOn ??= key;
  if (!navigated && key !== openedOn) {
    navigated = true;
    rememberPosition(openedOn, window.scrollY);
  }
  return navigated ? <ScrollRestoration storageKey={STORAGE_KEY} /> : null;
}

function rememberPosition(key: string, y: number): void {
  try {
    const positions: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...(positions as object), [key]: y }));
  } catch {
    // Without session storage (private modes may refuse it) Back opens that page at its top.
  }
}
