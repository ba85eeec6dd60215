import { useId, useState } from "react";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { MemberSearch } from "./member-search.tsx";
import { RegisterWalkIn } from "./register-walk-in.tsx";

interface UserSearchFormProps {
  /** The user chosen, or null as a new search starts (the last one's card goes). */
  onResult: (user: AdminUser | null) => void;
}

/**
 * Find a user (spec §2, §5 Search), on Recharge and Users: by part of a name, nickname, e-mail or
 * phone (issue #21); an exact e-mail or phone shows its user at once, as the spec's search did.
 * Someone not found is registered as a walk-in, and shown at once.
 */
export function UserSearchForm({ onResult }: UserSearchFormProps) {
  const headingId = useId();
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        Find a user
      </h2>
      <MemberSearch
        onPick={(user) => {
          setRegistered(null);
          onResult(user);
        }}
        onSearch={() => {
          setRegistered(null);
          onResult(null);
        }}
        focusOnArrival
      />
      <div className="mt-4 space-y-3">
        <RegisterWalkIn
          onRegistered={(user, message) => {
            setRegistered(message);
            onResult(user);
          }}
        />
        {registered && <Alert tone="success">{registered}</Alert>}
      </div>
    </section>
  );
}
