import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { PAYMENT_METHODS } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { MessageDialog } from "../../components/ui/message-dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { serverReason } from "../../lib/server-message.ts";
import { newIdempotencyKey } from "../booking/post-booking.ts";
import { attemptFor, type RechargeAttempt } from "./recharge-attempt.ts";
import {
  checkRecharge,
  EMPTY_RECHARGE,
  isRechargeReady,
  PAYMENT_METHOD_LABELS,
  type RechargeErrors,
  type RechargeValues,
  rechargeSummary,
} from "./recharge-values.ts";
import { useRecharge } from "./use-recharge.ts";

/**
 * The recharge of spec §2 and §4: fill the form, check the summary, confirm; 'Recharge
 * Successful!' with the server's words, and the form is empty again for the next one.
 */
export function RechargeForm({ user }: { user: AdminUser }) {
  const headingId = useId();
  const summaryId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RechargeValues>(EMPTY_RECHARGE);
  const [errors, setErrors] = useState<RechargeErrors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const attempt = useRef<RechargeAttempt | null>(null);
  const recharge = useRecharge();
  const summary = rechargeSummary(user.credits, values);
  // Each refused Confirm puts the focus on the first field to fix, once it is marked.
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  const change = (field: keyof RechargeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function clear() {
    setValues(EMPTY_RECHARGE);
    setErrors({});
    recharge.reset();
    attempt.current = null;
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (recharge.isPending || !isRechargeReady(values)) return;
    const checked = checkRecharge(user.id, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    attempt.current = attemptFor(attempt.current, checked.data, newIdempotencyKey);
    recharge.mutate(
      { recharge: checked.data, key: attempt.current.key },
      {
        onSuccess: (answer) => {
          clear();
          setSuccess(answer.message);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Recharge Credits
      </h2>
      <p className="mt-1 text-sm text-ink-muted">For {user.email}</p>
      <form ref={form} noValidate onSubmit={confirm} className="mt-5 space-y-4">
        <WholeNumberField
          label="Amount"
          name="amount"
          min={1}
          hint="Credits to add, a whole number of 1 or more."
          value={values.amount}
          onChange={change("amount")}
          error={errors.amount}
        />
        <SelectField
          label="Payment method"
          name="paymentMethod"
          required
          value={values.paymentMethod}
          onChange={change("paymentMethod")}
          error={errors.paymentMethod}
        >
          <option value="">Choose a method</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Remark"
          name="remark"
          rows={3}
          maxLength={500}
          hint="Optional, e.g. a receipt number."
          value={values.remark}
          onChange={change("remark")}
          error={errors.remark}
        />

        <section aria-labelledby={summaryId} className="rounded-2xl bg-sand-100 p-4">
          <h3 id={summaryId} className="text-sm font-semibold text-ink">
            Recharge summary
          </h3>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            <SummaryFigure term="Current credits" value={summary.current} />
            <SummaryFigure term="Amount to add" value={summary.adding} sign="+" />
            <SummaryFigure term="New total" value={summary.total} emphasis />
          </dl>
        </section>

        {recharge.isError && (
          <FailureAlert text={MESSAGES.rechargeFailed} reason={serverReason(recharge.error)} />
        )}

        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={clear} disabled={recharge.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!isRechargeReady(values)}
            aria-disabled={recharge.isPending}
            className="aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            <Plus aria-hidden="true" className="size-4" />
            {recharge.isPending ? "Recharging…" : "Confirm Recharge"}
          </Button>
        </div>
      </form>

      <MessageDialog
        title="Recharge Successful!"
        message={success}
        buttonLabel="Continue"
        onClose={() => {
          setSuccess(null);
          // The button that opened it is disabled on the empty form: once the dialog has closed,
          // the next recharge starts in the first field.
          setTimeout(() => form.current?.querySelector<HTMLElement>("input")?.focus());
        }}
      />
    </section>
  );
}

function SummaryFigure({
  term,
  value,
  sign = "",
  emphasis = false,
}: {
  term: string;
  value: number;
  sign?: string;
  emphasis?: boolean;
}) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd
        className={`mt-0.5 font-semibold tabular-nums ${emphasis ? "text-lg text-sage-900" : "text-ink"}`}
      >
        {sign}
        {formatCredits(value)}
      </dd>
    </div>
  );
}
