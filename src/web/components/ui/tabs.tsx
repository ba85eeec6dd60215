import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  /** Decorative; the label names the tab. */
  icon?: ReactNode;
}

interface TabsProps<Key extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs in the WAI-ARIA pattern: the tab list is one tab stop; the arrow keys, Home and End move
 * along it and select as they go. There is one panel, showing the selected tab's content, so a
 * hidden tab's data is only fetched once someone opens it.
 */
export function Tabs<Key extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  className = "",
}: TabsProps<Key>) {
  const id = useId();
  const tabs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not `selected`: a key pressed before the last choice has rendered
    // must still move from where the focus is.
    const focused = items.findIndex((item) => tabs.current.get(item.key) === event.target);
    const index = focused >= 0 ? focused : items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = items[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    tabs.current.get(next.key)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-2xl bg-sand-100 p-1 ring-1 ring-sand-200 ring-inset"
      >
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-2 py-2 text-center text-sm font-medium transition-colors sm:px-4 ${
                active
                  ? "bg-white text-sage-900 shadow-sm ring-1 ring-sand-200"
                  : "text-ink-muted hover:bg-white/60 hover:text-ink"
              }`}
            >
              {item.icon && <span className="hidden shrink-0 sm:inline-flex">{item.icon}</span>}
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a tab stop, so keyboard users reach content without controls.
        tabIndex={0}
        className="mt-6 rounded-2xl"
      >
        {children}
      </div>
    </div>
  );
}
