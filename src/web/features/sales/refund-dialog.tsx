import { useRef, useState } from "react";
import { ONLINE_PAYMENT } from "../../../shared/constants.ts";
import type { AdminSale, SaleRefundInput } from "../../../shared/sales.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { attemptFor, type RequestAttempt } from "../../lib/request-attempt.ts";
import { newIdempotencyKey } from "../booking/post-booking.ts";
import { checkRefund, initialRefund, type RefundValues, refundLimits } from "./refund-values.ts";
import { useRefundSale } from "./use-admin-sale.ts";

/** Said when the refund got no answer: the server's own refusal is shown as it is. */
const REFUND_FAILED =
  "The refund could not be recorded. Please check your connection and try again.";

interface RefundDialogProps {
  sale: AdminSale;
  open: boolean;
  onClose: () => void;
  /** After the refund, with the server's words: the credit note's number, or that Stripe was asked. */
  onRefunded: (message: string) => void;
}

/**
 * Refund (issue #23): money given back and unused credits taken back, with the reason; prefilled
 * with everything that is left. The server's refusal (more than is left, credits used meanwhile,
 * Stripe's refusal of an online sale's refund) is shown here as it is.
 */
export function RefundDialog({ sale, open, onClose, onRefunded }: RefundDialogProps) {
  const refund = useRefundSale(sale.receipt.id);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={refund.isPending}
      title={`Refund ${sale.receipt.number}`}
    >
      <RefundForm
        sale={sale}
        onCancel={onClose}
        save={async (body, key) =>
          onRefunded((await refund.mutateAsync({ refund: body, key })).message)
        }
      />
    </Dialog>
  );
}

interface RefundFormProps {
  sale: AdminSale;
  onCancel: () => void;
  /** Sends the refund with its Idempotency-Key; a throw keeps the form, with the reason. */
  save: (refund: SaleRefundInput, key: string) => Promise<void>;
}

/** Drawn afresh at each opening (the dialog draws its content only while open): it starts from what is refundable then. */
function RefundForm({ sale, onCancel, save }: RefundFormProps) {
  const [values, setValues] = useState(() => initialRefund(sale.refundable));
  // A second press after a lost answer, with the same figures, is the same refund.
  const attempt = useRef<RequestAttempt | null>(null);
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => checkRefund(values),
    save: (body) => {
      attempt.current = attemptFor(attempt.current, body, newIdempotencyKey);
      return save(body, attempt.current.key);
    },
  });
  const limits = refundLimits(sale.refundable);
  const change = (field: keyof RefundValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      ref={form}
      noValidate
      // A second press while the refund is under way sends nothing more.
      onSubmit={(event) => (saving ? event.preventDefault() : onSubmit(event))}
      className="space-y-4"
    >
      <p className="text-sm text-ink-muted">
        {sale.receipt.item} for {sale.receipt.customer.name} ({sale.receipt.customer.email})
      </p>
      {sale.receipt.paymentMethod === ONLINE_PAYMENT && (
        <Alert tone="info">
          Paid online: the money goes back to the student through Stripe, and the credit note
          follows once Stripe confirms the refund.
        </Alert>
      )}
      <TextField
        label="Amount refunded (RM)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        hint={limits.amount}
        value={values.amount}
        onChange={change("amount")}
        error={errors.amount}
      />
      <WholeNumberField
        label="Credits taken back"
        name="credits"
        min={0}
        hint={limits.credits}
        value={values.credits}
        onChange={change("credits")}
        error={errors.credits}
      />
      <TextAreaField
        label="Reason"
        name="reason"
        required
        rows={3}
        maxLength={500}
        hint="Printed on the credit note the student receives."
        value={values.reason}
        onChange={change("reason")}
        error={errors.reason}
      />
      {failure && <Alert tone="error">{failure.reason ?? REFUND_FAILED}</Alert>}
      <FormActions
        onCancel={onCancel}
        busy={saving}
        submitLabel={"Record refund"}
        busyLabel={"Refunding…"}
      />
    </form>
  );
}
