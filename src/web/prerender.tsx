import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { PageReads, PageRenderer, StudioInfo } from "../shared/studio.ts";
import { TUTORS_QUERY_KEY } from "./features/marketing/use-tutors.ts";
import { CREDIT_PACKS_QUERY_KEY, PACKAGES_QUERY_KEY } from "./features/plans/use-plans.ts";
import { studioQueryKey } from "./features/studio/use-studio.ts";
import { readOpeningTimetable } from "./features/timetable/use-timetable-data.ts";
import { DrawingTakenOver, type DrawnPageData, openPagesAt } from "./lib/page-drawing.ts";
import { routes } from "./routes.tsx";

const handler = createStaticHandler(routes);

type PageRead = (
  queryClient: QueryClient,
  reads: PageReads,
  now: Date,
  studio: StudioInfo,
) => Promise<void>;

/** What each page shows of the studio's data, read before it is drawn. */
const PAGE_READS: Record<string, PageRead> = {
  "/about": async (queryClient, reads, now) => {
    queryClient.setQueryData(TUTORS_QUERY_KEY, await reads.tutors(), { updatedAt: now.getTime() });
  },
  "/plan": async (queryClient, reads, now) => {
    const [packages, creditPacks] = await Promise.all([reads.packages(), reads.creditPacks()]);
    queryClient.setQueryData(PACKAGES_QUERY_KEY, packages, { updatedAt: now.getTime() });
    queryClient.setQueryData(CREDIT_PACKS_QUERY_KEY, creditPacks, { updatedAt: now.getTime() });
  },
  "/timetable": (queryClient, reads, now, studio) =>
    readOpeningTimetable(queryClient, reads, now, studio.timeZone),
};

/**
 * A page as a visitor sees it at `now` before anything of theirs is known (signed out), with the
 * studio's public data it shows, drawn on the server so that it shows before the scripts have
 * arrived. The browser then takes the same drawing over with the same data (app.tsx). Built by
 * `npm run build` into dist/ssr for the server.
 */
export const renderPage: PageRenderer = async (url, studio, reads, now) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient();
  queryClient.setQueryData(studioQueryKey, studio);
  await PAGE_READS[new URL(url).pathname]?.(queryClient, reads, now, studio);
  const router = createStaticRouter(handler.dataRoutes, context);
  openPagesAt(now);
  try {
    const html = renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <DrawingTakenOver />
        </QueryClientProvider>
      </StrictMode>,
    );
    const data: DrawnPageData = {
      drawnAt: now.toISOString(),
      // The settings come with every page in an element of their own (web-app.ts).
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.queryKey[0] !== studioQueryKey[0],
      }),
    };
    return { html, data: JSON.stringify(data) };
  } finally {
    openPagesAt(null);
  }
};
