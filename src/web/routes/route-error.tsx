import { useEffect } from "react";
import { useRouteError } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";

/**
 * Shown instead of a screen that failed to load or render. The usual cause is a page chunk that
 * vanished after a new release, which a full reload fixes, so that is the first offer.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-lg text-ink-muted">
        This page could not be shown. Reloading usually helps; if it does not, please try again in a
        few minutes.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses("primary")}
        >
          Reload the page
        </button>
        <a href="/" className={buttonClasses("secondary")}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
