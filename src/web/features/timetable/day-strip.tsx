import { Fragment, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { DAY_STRIP_MAX_DOTS } from "../../../shared/constants.ts";
import { formatInStudioZone, type StudioDateParts } from "../../../shared/studio-format.ts";
import type { StripDay } from "./calendar.ts";

interface DayStripProps {
  days: StripDay[];
  /** How many classes (after the filters) each day has, by day key. */
  counts: Map<string, number>;
  selected: string | undefined;
  onSelect: (key: string) => void;
  timeZone: string;
}

function dayParts(start: Date, timeZone: string) {
  const part = (parts: StudioDateParts) => formatInStudioZone(start, timeZone, parts);
  return {
    weekday: part({ weekday: "short" }),
    day: part({ day: "numeric" }),
    month: part({ month: "long" }),
    monthShort: part({ month: "short" }),
  };
}

/**
 * The horizontal strip of days (spec §2): weekday, date and a dot per class, at most three; it
 * may run into the next month (calendar.ts, stripDays), whose first day is marked.
 * One tab stop: the arrow keys, Home and End move between days, Enter or Space picks one.
 */
export function DayStrip({ days, counts, selected, onSelect, timeZone }: DayStripProps) {
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const strip = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = days.some((day) => day.key === focusKey) ? focusKey : (selected ?? days[0]?.key);

  /** Scrolls the strip, and only the strip (never the page), so the day's button shows. */
  function reveal(key: string) {
    const container = strip.current;
    const button = buttons.current.get(key);
    if (!container || !button) return;
    const start = button.offsetLeft;
    const end = start + button.offsetWidth;
    if (start < container.scrollLeft) container.scrollLeft = Math.max(0, start - 8);
    else if (end > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = end - container.clientWidth + 8;
    }
  }

  // Keep the chosen day in view, as after a change of month.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reveal reads refs only
  useEffect(() => {
    if (selected) reveal(selected);
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = days.findIndex((day) => day.key === tabStop);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: days.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const day = days[Math.max(0, Math.min(days.length - 1, next))];
    if (!day) return;
    setFocusKey(day.key);
    const button = buttons.current.get(day.key);
    button?.focus({ preventScroll: true });
    reveal(day.key);
  }

  return (
    <div
      ref={strip}
      role="toolbar"
      aria-label="Days"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className="relative -mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 [scrollbar-width:thin]"
    >
      {days.map((day, index) => {
        const count = counts.get(day.key) ?? 0;
        const { weekday, day: date, month, monthShort } = dayParts(day.start, timeZone);
        const isSelected = day.key === selected;
        // The strip runs on past the month's end: the next month's 1st is marked where it starts.
        const startsMonth = index > 0 && date === "1";
        return (
          <Fragment key={day.key}>
            {startsMonth && (
              <span
                aria-hidden="true"
                className="flex shrink-0 items-center border-s border-sand-300 ps-2 text-xs font-semibold tracking-wide text-clay-700 uppercase [writing-mode:vertical-rl]"
              >
                {monthShort}
              </span>
            )}
            <button
              ref={(element) => {
                if (element) buttons.current.set(day.key, element);
                else buttons.current.delete(day.key);
              }}
              type="button"
              tabIndex={day.key === tabStop ? 0 : -1}
              aria-pressed={isSelected}
              aria-current={day.isToday ? "date" : undefined}
              onClick={() => {
                setFocusKey(day.key);
                onSelect(day.key);
              }}
              onFocus={() => setFocusKey(day.key)}
              className={`relative flex min-w-14 shrink-0 snap-start flex-col items-center gap-1 rounded-2xl px-2 pt-2 pb-2.5 transition-colors ${
                isSelected
                  ? "bg-sage-700 text-white shadow-sm shadow-sage-900/20"
                  : `bg-white text-ink ring-1 ring-inset hover:bg-sage-50 ${day.isToday ? "ring-clay-300" : "ring-sand-200"}`
              }`}
            >
              <span
                className={`text-xs font-medium tracking-wide uppercase ${isSelected ? "text-sage-100" : "text-ink-muted"}`}
              >
                {weekday}
              </span>
              <span className="font-display text-xl leading-none font-semibold">{date}</span>
              <span className="sr-only">
                {" "}
                {month}
                {day.isToday ? ", today" : ""}, {count} {count === 1 ? "class" : "classes"}
              </span>
              <span aria-hidden="true" className="flex h-1.5 items-center gap-1">
                {Array.from({ length: Math.min(count, DAY_STRIP_MAX_DOTS) }, (_, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical, interchangeable dots
                    key={index}
                    className={`size-1.5 rounded-full ${isSelected ? "bg-sand-100" : "bg-clay-600"}`}
                  />
                ))}
              </span>
            </button>
          </Fragment>
        );
      })}
    </div>
  );
}
