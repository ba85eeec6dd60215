import { CLASS_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from "../../../shared/sales.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { BookInErrors, DeskClassSaleValues } from "./book-in-values.ts";

/** What the desk took for the class's credits: the amount, how, and its reference. */
export function DeskClassSaleFields({
  values,
  errors,
  onChange,
}: {
  values: DeskClassSaleValues;
  errors: BookInErrors;
  onChange: (values: DeskClassSaleValues) => void;
}) {
  const change = (field: keyof DeskClassSaleValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Amount received (RM)"
        name="paid"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="e.g. 40 or 40.00"
        value={values.paid}
        onChange={change("paid")}
        error={errors.paid}
      />
      <SelectField
        label="Paid by"
        name="paymentMethod"
        required
        value={values.paymentMethod}
        onChange={change("paymentMethod")}
        error={errors.paymentMethod}
      >
        {CLASS_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextField
          label="Reference"
          name="reference"
          autoComplete="off"
          maxLength={100}
          hint="Optional, e.g. the QR Pay transaction ID."
          value={values.reference}
          onChange={change("reference")}
          error={errors.reference}
        />
      </div>
    </div>
  );
}
