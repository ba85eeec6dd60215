import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/** A 4xx will answer the same on a second try; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});
