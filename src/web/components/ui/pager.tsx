import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

interface PagerProps {
  /** What is being paged, for screen readers: "Upcoming Classes pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While a page loads, both buttons wait. */
  busy?: boolean;
}

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous and Next with 'Page 2 of 3'; nothing when everything fits on one page. */
export function Pager({ label, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages === 1 && page === 1) return null;
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-between gap-3">
      <PageButton disabled={busy || page <= 1} onPress={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PageButton>
      <p aria-live="polite" className="text-sm text-ink-muted">
        Page {page} of {pages}
      </p>
      <PageButton disabled={busy || page >= pages} onPress={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageButton>
    </nav>
  );
}

/** aria-disabled rather than disabled: the button on the last page keeps the keyboard focus. */
function PageButton({
  disabled,
  onPress,
  children,
}: {
  disabled: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onPress();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {children}
    </Button>
  );
}
