import ChevronDown from "lucide-react/icons/chevron-down";
import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { useId, useState } from "react";
import type { Tutor } from "../../../shared/classes.ts";
import { activeFilterCount, type ClassFilter } from "./calendar.ts";

interface TimetableFiltersProps {
  filter: ClassFilter;
  onChange: (filter: ClassFilter) => void;
  tutors: Tutor[];
}

const fieldClasses =
  "block w-full rounded-xl border border-sand-300 bg-white py-2.5 text-base text-ink shadow-xs focus-visible:border-sage-600";

/**
 * The search box (title, any case) and the instructor dropdown of spec §2. On a phone they fold
 * behind one "Filters" button with the number of filters on, so the first screen reaches the
 * classes (issue #22); from the sm breakpoint up they are always shown.
 */
export function TimetableFilters({ filter, onChange, tutors }: TimetableFiltersProps) {
  const searchId = useId();
  const tutorId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filter);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium text-sage-800 ring-1 ring-sand-300 ring-inset hover:bg-sage-50 sm:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {active > 0 && (
          <span className="inline-flex min-w-5 justify-center rounded-full bg-sage-700 px-1.5 text-xs font-semibold text-white">
            {active}
            <span className="sr-only"> on</span>
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        className={`${open ? "mt-3 grid" : "hidden"} gap-3 sm:mt-0 sm:grid sm:grid-cols-[minmax(0,1fr)_16rem]`}
      >
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
    </div>
  );
}
