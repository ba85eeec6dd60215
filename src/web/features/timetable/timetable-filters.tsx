import { ChevronDown, Search } from "lucide-react";
import { useId } from "react";
import type { Tutor } from "../../../shared/classes.ts";
import type { ClassFilter } from "./calendar.ts";

interface TimetableFiltersProps {
  filter: ClassFilter;
  onChange: (filter: ClassFilter) => void;
  tutors: Tutor[];
}

const fieldClasses =
  "block w-full rounded-xl border border-sand-300 bg-white py-2.5 text-base text-ink shadow-xs focus-visible:border-sage-600";

/** The search box (title, any case) and the instructor dropdown of spec §2. */
export function TimetableFilters({ filter, onChange, tutors }: TimetableFiltersProps) {
  const searchId = useId();
  const tutorId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-ink">
          Search classes
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
            placeholder="Hatha, Flow, Yin…"
            autoComplete="off"
            className={`${fieldClasses} ps-10 pe-3.5 placeholder:text-ink-muted/70`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={tutorId} className="block text-sm font-medium text-ink">
          Instructor
        </label>
        <div className="relative mt-1.5">
          <select
            id={tutorId}
            value={filter.tutorId}
            onChange={(event) => onChange({ ...filter, tutorId: event.target.value })}
            className={`${fieldClasses} appearance-none ps-3.5 pe-10`}
          >
            <option value="">All Instructors</option>
            {tutors.map((tutor) => (
              <option key={tutor.id} value={tutor.id}>
                {tutor.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      </div>
    </div>
  );
}
