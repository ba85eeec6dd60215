import type { RefObject } from "react";
import { Button } from "./button.tsx";

interface LoadMoreButtonProps {
  /** The list's pages, as useInfiniteQuery answers them. */
  pages: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: Error | null;
    fetchNextPage: () => Promise<{ hasNextPage: boolean }>;
  };
  /** Where the focus goes once the last page has come, as the button goes with it. */
  listRef: RefObject<HTMLElement | null>;
  /** What is listed, for the failure: "More transactions could not be loaded." */
  what: string;
}

/** "Load more" under a list, while the server has more; a failed page says so and can be tried again. */
export function LoadMoreButton({ pages, listRef, what }: LoadMoreButtonProps) {
  async function loadMore() {
    if (pages.isFetchingNextPage) return;
    const next = await pages.fetchNextPage();
    if (!next.hasNextPage) listRef.current?.focus();
  }
  return (
    <>
      {pages.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          More {what} could not be loaded. {pages.error?.message}
        </p>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => void loadMore()}
          aria-disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </>
  );
}
