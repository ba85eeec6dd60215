import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type AdminUserDetail, userSearchQuerySchema } from "../../../shared/admin-users.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { searchFailureMessage } from "./search-failure.ts";
import { useFindUser } from "./use-user-search.ts";

type SearchBy = "email" | "phone";

const CHOICES: { by: SearchBy; label: string }[] = [
  { by: "email", label: "Email" },
  { by: "phone", label: "Phone" },
];

/** The check of one kind of search, in the words of the server's own schema. */
const schemaFor = (by: SearchBy) => userSearchQuerySchema.options[by === "email" ? 0 : 1];

interface UserSearchFormProps {
  /** The user found, or null as a new search starts (the last one's card goes). */
  onResult: (user: AdminUserDetail | null) => void;
}

/** Finds one user by e-mail or by phone, an exact match (spec §2, §5 Search); Enter searches. */
export function UserSearchForm({ onResult }: UserSearchFormProps) {
  const headingId = useId();
  const [by, setBy] = useState<SearchBy>("email");
  const [value, setValue] = useState("");
  const [inputError, setInputError] = useState<string>();
  const find = useFindUser();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (find.isPending) return;
    const checked = schemaFor(by).safeParse({ [by]: value });
    if (!checked.success) {
      setInputError(checked.error.issues[0]?.message);
      return;
    }
    setInputError(undefined);
    onResult(null);
    find.mutate(checked.data, { onSuccess: onResult });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Find a user
      </h2>
      <form aria-labelledby={headingId} noValidate onSubmit={search} className="mt-4">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Search by</legend>
          <div className="mt-1.5 inline-flex gap-1 rounded-2xl bg-sand-100 p-1 ring-1 ring-sand-200 ring-inset">
            {CHOICES.map((choice) => (
              <label
                key={choice.by}
                className="relative flex min-h-10 cursor-pointer items-center rounded-xl px-4 text-sm font-medium text-ink-muted has-checked:bg-white has-checked:text-sage-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-sage-600"
              >
                <input
                  type="radio"
                  name="search-by"
                  value={choice.by}
                  checked={by === choice.by}
                  onChange={() => {
                    setBy(choice.by);
                    setValue("");
                    setInputError(undefined);
                    find.reset();
                  }}
                  // Over the whole label, unseen: the label's look shows the choice.
                  className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            key={by}
            label={by === "email" ? "Email address" : "Phone number"}
            type={by === "email" ? "email" : "tel"}
            autoComplete="off"
            placeholder={by === "email" ? "name@example.com" : "+60 12-345 6789"}
            hint="An exact match; spaces at either end are ignored."
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={inputError}
            className="flex-1"
          />
          <Button
            type="submit"
            aria-disabled={find.isPending}
            className="sm:mt-7 aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            <Search aria-hidden="true" className="size-4" />
            {find.isPending ? "Searching…" : "Search"}
          </Button>
        </div>
      </form>
      {find.isError && (
        <div className="mt-4">
          <Alert tone="error">{searchFailureMessage(find.error)}</Alert>
        </div>
      )}
    </section>
  );
}
