import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { readEmbeddedStudio } from "./features/studio/embedded-studio.ts";
import { receivedStudio, studioQueryKey } from "./features/studio/use-studio.ts";
import { type EarlyPresses, replayEarlyPresses } from "./lib/early-presses.ts";
import { DrawingTakenOver, openPagesAt, readDrawnPageData } from "./lib/page-drawing.ts";
import { queryClient } from "./lib/query-client.ts";
import { routes } from "./routes.tsx";

/**
 * Starts the router and hydrates the page. Called a task after this module has been evaluated, so
 * evaluating the libraries and starting the app are two shorter main-thread tasks, not one long
 * one that a tap would wait behind. Buttons pressed on the server's drawing meanwhile are pressed
 * again once the app listens.
 */
export function startApp(earlyPresses: EarlyPresses): void {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");

  const studio = readEmbeddedStudio(document);
  if (studio) queryClient.setQueryData(studioQueryKey, receivedStudio(studio));
  // What the server's drawing showed: the app draws with it too, so takes the drawing over as is.
  const drawing = container.hasChildNodes() ? readDrawnPageData(document) : undefined;
  if (drawing) hydrate(queryClient, drawing.queries);

  const router = createBrowserRouter(routes);

  /** Resolves once the router has loaded the code of the page it opened on. */
  const pageCodeLoaded = (): Promise<void> => {
    if (router.state.initialized) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  };

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DrawingTakenOver />
      </QueryClientProvider>
    </StrictMode>
  );

  // The server sends the public pages already drawn (prerender.tsx): the app takes that drawing
  // over rather than drawing it again, once the page's own code has arrived. As a transition, the
  // hydration yields to the browser every few milliseconds instead of holding the main thread
  // (the visitor is already reading the drawing meanwhile).
  void pageCodeLoaded().then(() => {
    if (!container.hasChildNodes()) {
      earlyPresses.take();
      createRoot(container).render(app);
      return;
    }
    // Taken just before React starts listening, so no press is both remembered and handled.
    const pressed = earlyPresses.take();
    if (drawing) openPagesAt(new Date(drawing.drawnAt));
    startTransition(() => {
      hydrateRoot(container, app);
    });
    replayEarlyPresses(pressed);
  });
}
