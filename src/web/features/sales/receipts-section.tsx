import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId, useRef } from "react";
import type { ReceiptSummary } from "../../../shared/sales.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMoreButton } from "../../components/ui/load-more-button.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { ReceiptList } from "./receipt-list.tsx";
import type { ReceiptPage } from "./use-receipt-pages.ts";

interface ReceiptsSectionProps {
  title: string;
  pages: UseInfiniteQueryResult<InfiniteData<ReceiptPage>>;
  timeZone: string;
  hrefOf: (item: ReceiptSummary) => string;
  /** What the section says while there is nothing to list. */
  empty: ReactNode;
  className?: string;
}

/** A student's receipts and credit notes under a heading: loading, failed, empty, or the list. */
export function ReceiptsSection({
  title,
  pages,
  timeZone,
  hrefOf,
  empty,
  className = "",
}: ReceiptsSectionProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // A refetch of several pages can overlap a new document: each one is listed once.
  const items = [
    ...new Map(
      (pages.data?.pages ?? []).flatMap((page) => page.items).map((item) => [item.id, item]),
    ).values(),
  ];

  let content: ReactNode;
  if (pages.isPending) {
    content = <LoadingState label="Loading the receipts…" />;
  } else if (pages.isError && !pages.data) {
    content = (
      <LoadFailed onRetry={() => void pages.refetch()}>
        The receipts could not be loaded just now. {pages.error.message}
      </LoadFailed>
    );
  } else if (items.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-ink-muted">
        {empty}
      </p>
    );
  } else {
    content = (
      <>
        <ReceiptList
          ref={listRef}
          items={items}
          timeZone={timeZone}
          label={`${title}, newest first`}
          hrefOf={hrefOf}
        />
        <LoadMoreButton pages={pages} listRef={listRef} what="receipts" />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{content}</div>
    </section>
  );
}
