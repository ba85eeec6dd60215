import { type RefObject, useEffect } from "react";

/**
 * Closes a menu when the pointer goes down outside `container` or when Escape is pressed;
 * after Escape, focus goes back to the toggle so keyboard users are not stranded.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  onDismiss: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onDismiss();
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, container, toggle, onDismiss]);
}
