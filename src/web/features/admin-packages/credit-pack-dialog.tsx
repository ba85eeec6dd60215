import { useState } from "react";
import type { AdminCreditPack } from "../../../shared/sales.ts";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import {
  type CreditPackFormValues,
  type CreditPackRequest,
  checkCreditPack,
  creditPackFormValues,
  EMPTY_CREDIT_PACK_FORM,
} from "./credit-pack-form-values.ts";
import { useSaveCreditPack } from "./use-admin-credit-packs.ts";

/** A pack being added ("new") or edited; null while the dialog is closed. */
export type CreditPackEditing = AdminCreditPack | "new" | null;

interface CreditPackDialogProps {
  editing: CreditPackEditing;
  onClose: () => void;
  /** After the save, with the server's words. */
  onSaved: (message: string) => void;
}

/** Add and Edit a credit pack: name, credits, price in ringgit, validity or never, on sale. */
export function CreditPackDialog({ editing, onClose, onSaved }: CreditPackDialogProps) {
  const pack = editing === "new" ? null : editing;
  const save = useSaveCreditPack(pack?.id ?? null);
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      busy={save.isPending}
      title={pack ? `Edit ${pack.name}` : "Add Credit Pack"}
    >
      {/* The dialog draws its content only while open: each opening starts from the saved pack. */}
      <CreditPackForm
        initial={pack ? creditPackFormValues(pack) : EMPTY_CREDIT_PACK_FORM}
        failureText={
          pack
            ? "Failed to save the credit pack. Please try again."
            : "Failed to create the credit pack. Please try again."
        }
        submitLabel={pack ? "Save Changes" : "Create Credit Pack"}
        onCancel={onClose}
        save={async (input) => onSaved((await save.mutateAsync(input)).message)}
      />
    </Dialog>
  );
}

interface CreditPackFormProps {
  initial: CreditPackFormValues;
  /** The alert of a refused or failed save, above the server's reason. */
  failureText: string;
  submitLabel: string;
  onCancel: () => void;
  /** Saves and closes; a throw keeps the form, with the reason. */
  save: (input: CreditPackRequest) => Promise<void>;
}

function CreditPackForm({
  initial,
  failureText,
  submitLabel,
  onCancel,
  save,
}: CreditPackFormProps) {
  const [values, setValues] = useState(initial);
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkCreditPack(values),
    save,
  });
  const set = <K extends keyof CreditPackFormValues>(field: K, value: CreditPackFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form
      ref={form}
      noValidate
      // A second press while the save is under way sends nothing more.
      onSubmit={(event) => (saving ? event.preventDefault() : onSubmit(event))}
      className="space-y-4"
    >
      <TextField
        label="Name"
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        value={values.name}
        onChange={(event) => set("name", event.target.value)}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          label="Credits"
          name="credits"
          min={1}
          value={values.credits}
          onChange={(event) => set("credits", event.target.value)}
          error={errors.credits}
        />
        <TextField
          label="Price (RM)"
          name="priceRm"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="e.g. 180 or 180.00"
          value={values.priceRm}
          onChange={(event) => set("priceRm", event.target.value)}
          error={errors.priceRm}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Validity</legend>
        <CheckboxField
          label="Never expire"
          name="neverExpire"
          checked={values.neverExpire}
          onChange={(event) => set("neverExpire", event.target.checked)}
        />
        {!values.neverExpire && (
          <WholeNumberField
            label="Validity (days)"
            name="validityDays"
            min={1}
            hint="How many days its credits last, the day of the sale counted as the first; they expire as the last one ends, studio time."
            value={values.validityDays}
            onChange={(event) => set("validityDays", event.target.value)}
            error={errors.validityDays}
          />
        )}
      </fieldset>
      <CheckboxField
        label="On sale (at the desk and on the Plans page)"
        name="onSale"
        checked={values.onSale}
        onChange={(event) => set("onSale", event.target.checked)}
      />
      {failure && <FailureAlert text={failureText} reason={failure.reason} />}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel={submitLabel}
        busyLabel={"Saving…"}
      />
    </form>
  );
}
