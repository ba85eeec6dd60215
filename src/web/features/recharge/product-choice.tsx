import { useId } from "react";
import { type CreditPackOffer, creditPackTerms } from "../../../shared/sales.ts";
import { CUSTOM_CREDITS } from "./recharge-values.ts";

interface ProductChoiceProps {
  packs: readonly CreditPackOffer[];
  /** A pack's id, CUSTOM_CREDITS, or "" while nothing is chosen. */
  value: string;
  onChange: (product: string) => void;
  error?: string;
}

/** What the desk sells: one of the credit packs on sale, or a custom number of credits. */
export function ProductChoice({ packs, value, onChange, error }: ProductChoiceProps) {
  const ids = useId();
  const errorId = `${ids}-error`;
  const options = [
    ...packs.map((pack) => ({ value: pack.id, label: pack.name, terms: creditPackTerms(pack) })),
    {
      value: CUSTOM_CREDITS,
      label: "Custom number of credits",
      terms: "Any number of credits, for the amount received; they never expire.",
    },
  ];
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">What is sold</legend>
      <ul className="mt-1.5 space-y-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-300 px-3.5 py-2.5 has-checked:border-sage-600 has-checked:bg-sage-50">
              <input
                type="radio"
                name={`${ids}-product`}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-sage-700"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{option.label}</span>{" "}
                <span className="block text-sm text-ink-muted">{option.terms}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-clay-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
