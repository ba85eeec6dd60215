import { LoadingState } from "../../components/ui/loading-state.tsx";

/**
 * Holds a marketing page's place for the moment until the studio's settings (its name, year and
 * tagline, written into the copy) arrive: a page drawn without them and then redrawn with them
 * would move under the reader. Tall as the screen, so the footer stays below it meanwhile.
 */
export function PagePlaceholder() {
  return (
    <div className="min-h-dvh">
      <LoadingState label="Loading…" />
    </div>
  );
}
