import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";

/** The studio day to list (YYYY-MM-DD), or "" for every class that has not ended. */
export function CoursesDateFilter({
  day,
  onChange,
}: {
  day: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Date
        </label>
        <input
          id={id}
          type="date"
          value={day}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="mt-1.5 block rounded-xl border border-sand-300 bg-white px-3.5 py-2 text-base text-ink shadow-xs focus-visible:border-sage-600"
        />
        <p id={`${id}-hint`} className="sr-only">
          Lists the classes starting that day, in studio time.
        </p>
      </div>
      <Button variant="secondary" onClick={() => onChange("")} disabled={day === ""}>
        Clear
      </Button>
    </div>
  );
}
