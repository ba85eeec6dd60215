import Info from "lucide-react/icons/info";
import { useId, useState } from "react";
import { Link } from "react-router";
import { UNLIMITED_CLASSES_PER_MONTH, YOGA_TYPES } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { packageWorthInWords } from "../../../shared/packages.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { useStudioSettings } from "../settings/use-studio-settings.ts";
import {
  checkPackage,
  liveSavingsPercent,
  liveWorth,
  MAX_CLASSES_PRESETS,
  type PackageFormValues,
  type PackageRequest,
  VALIDITY_PRESETS,
  withYogaType,
} from "./package-form-values.ts";
import { PresetButtons } from "./preset-buttons.tsx";

interface PackageFormProps {
  initial: PackageFormValues;
  submitLabel: string;
  /** The alert of a refused or failed save (spec §8), above the server's reason. */
  failureText: string;
  /** Saves and moves on; a throw keeps the admin on the form with the reason. */
  save: (input: PackageRequest) => Promise<unknown>;
}

/** The Add and Edit Package form of spec §2 and §5, checked with the server's own schema. */
export function PackageForm({ initial, submitLabel, failureText, save }: PackageFormProps) {
  const [values, setValues] = useState(initial);
  // Until the settings answer, the server alone checks the savings against the package's worth.
  const usualClassCredits = useStudioSettings().data?.policies.usualClassCredits;
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkPackage(values, usualClassCredits),
    save,
  });
  const ids = useId();
  const typesErrorId = `${ids}-types-error`;

  const set = <K extends keyof PackageFormValues>(field: K, value: PackageFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const percent = liveSavingsPercent(values);
  const worth = usualClassCredits === undefined ? null : liveWorth(values, usualClassCredits);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="mt-8 max-w-3xl space-y-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <TextField
        label="Package name"
        name="name"
        required
        maxLength={120}
        value={values.name}
        onChange={(event) => set("name", event.target.value)}
        error={errors.name}
      />

      <div>
        <div className="grid gap-6 sm:grid-cols-2">
          <WholeNumberField
            label="Price (credits)"
            name="price"
            min={1}
            value={values.price}
            onChange={(event) => set("price", event.target.value)}
            error={errors.price}
          />
          <WholeNumberField
            label="Customer savings (credits)"
            name="totalCustomerSave"
            min={0}
            hint="How many credits the package saves against paying class by class: at most what its classes are worth, less its price."
            value={values.totalCustomerSave}
            onChange={(event) => set("totalCustomerSave", event.target.value)}
            error={errors.totalCustomerSave}
          />
        </div>
        <p
          aria-live="polite"
          className="mt-3 rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-800"
        >
          {percent === null ? (
            "Enter the price and the savings to see the savings percentage."
          ) : (
            <>
              Savings percentage: <strong className="font-semibold">{percent}%</strong> (savings ÷
              (price + savings))
            </>
          )}
        </p>
        {worth && usualClassCredits !== undefined && (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <p>
              {packageWorthInWords(worth, usualClassCredits)} (the{" "}
              <Link to="/admin/settings#booking-policies" className="underline">
                usual class price
              </Link>
              ): savings up to {formatCredits(worth.highestSavings)}.
            </p>
            {values.totalCustomerSave !== String(worth.highestSavings) && (
              <Button
                variant="ghost"
                className="-ms-4"
                onClick={() => set("totalCustomerSave", String(worth.highestSavings))}
              >
                Set savings to {worth.highestSavings}
              </Button>
            )}
          </div>
        )}
      </div>

      <TextField
        label="Price in RM (to buy outright)"
        name="priceRm"
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-xs"
        hint="Optional, e.g. 250 or 250.00. Leave it empty if the package is bought with credits only."
        value={values.priceRm}
        onChange={(event) => set("priceRm", event.target.value)}
        error={errors.priceRm}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <WholeNumberField
            label="Validity (days)"
            name="validityDays"
            min={1}
            value={values.validityDays}
            onChange={(event) => set("validityDays", event.target.value)}
            error={errors.validityDays}
          />
          <PresetButtons
            label="Validity presets"
            presets={VALIDITY_PRESETS}
            current={values.validityDays}
            onPick={(days) => set("validityDays", String(days))}
          />
        </div>
        <div>
          <WholeNumberField
            label="Max classes per month"
            name="maxClassesPerMonth"
            min={1}
            max={UNLIMITED_CLASSES_PER_MONTH}
            hint={`${UNLIMITED_CLASSES_PER_MONTH} means unlimited.`}
            value={values.maxClassesPerMonth}
            onChange={(event) => set("maxClassesPerMonth", event.target.value)}
            error={errors.maxClassesPerMonth}
          />
          <PresetButtons
            label="Max classes per month presets"
            presets={MAX_CLASSES_PRESETS}
            current={values.maxClassesPerMonth}
            onPick={(classes) => set("maxClassesPerMonth", String(classes))}
          />
        </div>
      </div>

      <fieldset aria-describedby={errors.validYogaTypes ? typesErrorId : undefined}>
        <legend className="text-sm font-medium text-ink">Yoga types</legend>
        <p className="mt-1 text-sm text-ink-muted">The classes the package pays for.</p>
        <CheckboxField
          label="All Yoga Types"
          name="allYogaTypes"
          className="mt-3"
          checked={values.allYogaTypes}
          onChange={(event) => set("allYogaTypes", event.target.checked)}
          aria-invalid={errors.validYogaTypes ? true : undefined}
          aria-describedby={errors.validYogaTypes ? typesErrorId : undefined}
        />
        <ul className="mt-3 grid gap-2 border-s-2 border-sand-200 ps-4 sm:grid-cols-2">
          {YOGA_TYPES.map((type) => (
            <li key={type}>
              <label
                className={`flex items-center gap-3 text-sm ${values.allYogaTypes ? "text-ink-muted" : "text-ink"}`}
              >
                <input
                  type="checkbox"
                  name="validYogaTypes"
                  value={type}
                  disabled={values.allYogaTypes}
                  checked={values.yogaTypes.includes(type)}
                  onChange={(event) =>
                    setValues((current) => withYogaType(current, type, event.target.checked))
                  }
                  className="size-5 shrink-0 accent-sage-700"
                />
                {type}
              </label>
            </li>
          ))}
        </ul>
        {errors.validYogaTypes && (
          <p id={typesErrorId} className="mt-2 text-sm text-clay-700">
            {errors.validYogaTypes}
          </p>
        )}
      </fieldset>

      <p className="flex items-start gap-2.5 rounded-xl border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {MESSAGES.packagePrivateClassNote}
      </p>

      {failure && <FailureAlert text={failureText} reason={failure.reason} />}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
        <Link to="/admin/packages" className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
