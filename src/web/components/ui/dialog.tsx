import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useId, useRef } from "react";

interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop, unless `busy`. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** While true the dialog cannot be dismissed (a request is under way). */
  busy?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, puts it in the top
 * layer, returns focus to the opener on close, and screen readers announce it with its title.
 */
export function Dialog({ open, onClose, title, children, footer, busy = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a mouse shortcut; keyboards close with Escape (the cancel event above it).
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink shadow-xl backdrop:bg-sage-900/40"
    >
      {open && (
        // The buttons stay in sight at the bottom of a dialog taller than a small phone's screen,
        // the content scrolling under them.
        <div className={`px-5 pt-5 sm:px-7 sm:pt-7 ${footer ? "" : "pb-5 sm:pb-7"}`}>
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div className="mt-4">{children}</div>
          {footer && (
            <div className="sticky bottom-0 mt-2 flex flex-wrap justify-end gap-3 border-t border-sand-200 bg-white pt-4 pb-5 sm:pb-7">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
