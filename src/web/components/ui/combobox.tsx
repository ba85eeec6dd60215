import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { TextField } from "./text-field.tsx";

interface ComboboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "role"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What to offer for the current text, best first; the caller decides how they match. */
  suggestions: readonly string[];
  /** Shown (and announced) when nothing matches. */
  emptyText: string;
  /** How long the list stays after the input loses focus, so a click on a suggestion lands. */
  hideAfterBlurMs: number;
  hint?: string;
  error?: string;
}

/**
 * A text input with a list of suggestions (the ARIA 1.2 combobox pattern): typing opens the list,
 * the arrow keys move through it while the focus stays in the input, Enter picks, Escape closes.
 */
export function Combobox({
  label,
  value,
  onChange,
  suggestions,
  emptyText,
  hideAfterBlurMs,
  hint,
  error,
  className,
  ...inputProps
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listShown = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const show = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: string) => {
    onChange(suggestion);
    close();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) show();
        else if (count > 0) setActive((active + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (open && count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case "Enter":
        // Enter picks the highlighted suggestion instead of submitting the form.
        if (listShown && active >= 0) {
          event.preventDefault();
          pick(suggestions[active]!);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  return (
    <div className={`relative ${className ?? ""}`}>
      <TextField
        label={label}
        hint={hint}
        error={error}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          show();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(hideTimer.current)}
        onBlur={() => {
          hideTimer.current = setTimeout(close, hideAfterBlurMs);
        }}
        {...inputProps}
      />
      {listShown && (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="absolute inset-x-0 z-20 mt-1 max-h-64 overflow-auto rounded-xl border border-sand-300 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboards pick from the input (arrows and Enter), as the combobox pattern says.
            <div
              key={suggestion}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The focus stays in the input, where typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className="cursor-pointer px-3.5 py-2 text-ink hover:bg-sand-100 aria-selected:bg-sage-100 aria-selected:text-sage-900"
            >
              {suggestion}
            </div>
          ))}
        </div>
      )}
      {/* Always present, so screen readers hear it when its text appears. */}
      <p
        role="status"
        className={
          open && suggestions.length === 0
            ? "absolute inset-x-0 z-20 mt-1 rounded-xl border border-sand-300 bg-white px-3.5 py-2 text-ink-muted shadow-lg"
            : "sr-only"
        }
      >
        {open && suggestions.length === 0 ? emptyText : ""}
      </p>
    </div>
  );
}
