import Search from "lucide-react/icons/search";
import { type FormEvent, useState } from "react";
import { Button } from "./button.tsx";
import { TextField } from "./text-field.tsx";

/** A range of calendar days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** Start date, end date and a submit button: the admin screens' day filters (studio days). */
export function DayRangeForm({
  label,
  submitLabel,
  range,
  onSubmit,
}: {
  /** What the range chooses, for screen readers: "Classes by date". */
  label: string;
  submitLabel: string;
  range: DayRange;
  onSubmit: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (from && to) onSubmit({ from, to });
  }

  return (
    <search aria-label={label}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-4">
        <TextField
          label="Start date"
          type="date"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="End date"
          type="date"
          required
          min={from || undefined}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
      </form>
    </search>
  );
}
