import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { PageRenderer } from "../shared/studio.ts";
import { studioQueryKey } from "./features/studio/use-studio.ts";
import { routes } from "./routes.tsx";

const handler = createStaticHandler(routes);

/**
 * A page as it looks before anything of the visitor's is known (signed out, lists still
 * loading), drawn on the server so that it shows before the scripts have arrived. The browser
 * then draws the same page over it. Built by `npm run build` into dist/ssr for the server.
 */
export const renderPage: PageRenderer = async (url, studio) => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const queryClient = new QueryClient();
  queryClient.setQueryData(studioQueryKey, studio);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
};
