import { useId } from "react";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { MemberSearch } from "./member-search.tsx";

interface UserSearchFormProps {
  /** The user chosen, or null as a new search starts (the last one's card goes). */
  onResult: (user: AdminUser | null) => void;
}

/**
 * Find a user (spec §2, §5 Search), on Recharge and Users: by part of a name, nickname, e-mail or
 * phone (issue #21); an exact e-mail or phone shows its user at once, as the spec's search did.
 */
export function UserSearchForm({ onResult }: UserSearchFormProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        Find a user
      </h2>
      <MemberSearch onPick={onResult} onSearch={() => onResult(null)} focusOnArrival />
    </section>
  );
}
