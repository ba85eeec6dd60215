import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { AttendanceRange } from "./attendance-class.ts";

/** Start date, end date and Search (spec §2 Admin Attendance); the days are the studio's. */
export function AttendanceSearch({
  range,
  onSearch,
}: {
  range: AttendanceRange;
  onSearch: (range: AttendanceRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (from && to) onSearch({ from, to });
  }

  return (
    <search aria-label="Classes by date">
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
          Search
        </Button>
      </form>
    </search>
  );
}
