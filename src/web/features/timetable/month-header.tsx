import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";

interface MonthHeaderProps {
  label: string;
  canGoBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

const arrowClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-sage-800 ring-1 ring-sand-300 transition-colors ring-inset hover:bg-sage-50 aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/50 aria-disabled:hover:bg-transparent";

/**
 * The month shown, with the previous and next month. Going back stops at the current month:
 * only today and later are shown. The button stays focusable when it cannot go back
 * (aria-disabled), so a keyboard user who just came back is not dropped to the page's top.
 */
export function MonthHeader({ label, canGoBack, onPrevious, onNext }: MonthHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-3">
      <button
        type="button"
        aria-disabled={!canGoBack}
        onClick={() => canGoBack && onPrevious()}
        className={arrowClasses}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Previous month</span>
      </button>
      <h2 aria-live="polite" className="text-2xl font-semibold sm:text-3xl">
        {label}
      </h2>
      <button type="button" onClick={onNext} className={arrowClasses}>
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">Next month</span>
      </button>
    </div>
  );
}
