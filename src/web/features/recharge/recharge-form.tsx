import Plus from "lucide-react/icons/plus";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { AdminUser } from "../../../shared/admin-users.ts";
import {
  DESK_PAYMENT_METHODS,
  FREE_OF_CHARGE,
  type PaymentMethod,
} from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import {
  type CreditPackOffer,
  PAYMENT_METHOD_LABELS,
  type RechargeResult,
} from "../../../shared/sales.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FailureAlert } from "../../components/ui/failure-alert.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { MessageDialog } from "../../components/ui/message-dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextAreaField } from "../../components/ui/text-area-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { attemptFor, type RequestAttempt } from "../../lib/request-attempt.ts";
import { serverReason } from "../../lib/server-message.ts";
import { newIdempotencyKey } from "../booking/post-booking.ts";
import { useCreditPackOffers } from "../plans/use-plans.ts";
import { salePath } from "../sales/document-paths.ts";
import { ProductChoice } from "./product-choice.tsx";
import {
  CUSTOM_CREDITS,
  checkRecharge,
  chooseMethod,
  chooseProduct,
  emptyRecharge,
  isRechargeReady,
  type RechargeErrors,
  type RechargeValues,
  rechargeSummary,
} from "./recharge-values.ts";
import { useRecharge } from "./use-recharge.ts";

/** The recharge of spec §2 and §4, a sale since issue #23: the packs on sale are its choices. */
export function RechargeForm({ user }: { user: AdminUser }) {
  const headingId = useId();
  const packs = useCreditPackOffers();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Sell Credits
      </h2>
      <p className="mt-1 text-sm break-all text-ink-muted">For {user.email ?? user.name}</p>
      {packs.isPending ? (
        <LoadingState label="Loading the credit packs…" />
      ) : (
        <>
          {packs.isError && (
            <div className="mt-5">
              <Alert tone="error">
                The credit packs could not be loaded, so only a custom number of credits can be
                sold. {packs.error.message}{" "}
                <button
                  type="button"
                  onClick={() => void packs.refetch()}
                  className="font-medium underline underline-offset-4"
                >
                  Try again
                </button>
              </Alert>
            </div>
          )}
          <SaleForm user={user} packs={packs.data ?? []} />
        </>
      )}
    </section>
  );
}

/**
 * Fill the form, check the summary, confirm; 'Recharge Successful!' with the server's words and
 * the receipt's number, and the form is empty again for the next sale.
 */
function SaleForm({ user, packs }: { user: AdminUser; packs: readonly CreditPackOffer[] }) {
  const summaryId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RechargeValues>(() => emptyRecharge(packs));
  const [errors, setErrors] = useState<RechargeErrors>({});
  const [sold, setSold] = useState<RechargeResult | null>(null);
  const attempt = useRef<RequestAttempt | null>(null);
  const recharge = useRecharge();
  const summary = rechargeSummary(user.credits, values, packs);
  const free = values.paymentMethod === FREE_OF_CHARGE;
  // Each refused Confirm puts the focus on the first field to fix, once it is marked.
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checks]);

  const change = (field: keyof RechargeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function clear() {
    setValues(emptyRecharge(packs));
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
          setSold(answer);
        },
      },
    );
  }

  return (
    <>
      <form ref={form} noValidate onSubmit={confirm} className="mt-5 space-y-4">
        <ProductChoice
          packs={packs}
          value={values.product}
          onChange={(product) => setValues((current) => chooseProduct(current, product, packs))}
          error={errors.product}
        />
        {values.product === CUSTOM_CREDITS && (
          <WholeNumberField
            label="Amount"
            name="amount"
            min={1}
            hint="Credits to add, a whole number of 1 or more."
            value={values.amount}
            onChange={change("amount")}
            error={errors.amount}
          />
        )}
        <SelectField
          label="Payment method"
          name="paymentMethod"
          required
          value={values.paymentMethod}
          onChange={(event) =>
            setValues((current) =>
              chooseMethod(current, event.target.value as PaymentMethod | "", packs),
            )
          }
          error={errors.paymentMethod}
        >
          <option value="">Choose a method</option>
          {DESK_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount received (RM)"
          name="paid"
          inputMode="decimal"
          autoComplete="off"
          disabled={free}
          hint={
            free
              ? "FOC: nothing is received."
              : "What the student paid, e.g. 180 or 180.00; a pack fills in its price."
          }
          value={values.paid}
          onChange={change("paid")}
          error={errors.paid}
        />
        <TextField
          label="Reference"
          name="reference"
          autoComplete="off"
          maxLength={100}
          hint="Optional, e.g. the QR Pay or bank transaction ID."
          value={values.reference}
          onChange={change("reference")}
          error={errors.reference}
        />
        <TextAreaField
          label="Remark"
          name="remark"
          rows={2}
          maxLength={500}
          hint="Optional, kept with the sale."
          value={values.remark}
          onChange={change("remark")}
          error={errors.remark}
        />

        <section aria-labelledby={summaryId} className="rounded-2xl bg-sand-100 p-4">
          <h3 id={summaryId} className="text-sm font-semibold text-ink">
            Sale summary
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-center">
            <SummaryFigure term="Current credits" value={formatCredits(summary.current)} />
            <SummaryFigure term="Amount to add" value={`+${formatCredits(summary.adding)}`} />
            <SummaryFigure term="New total" value={formatCredits(summary.total)} emphasis />
            <SummaryFigure
              term="Amount received"
              value={summary.paidSen === null ? "—" : formatRinggit(summary.paidSen)}
            />
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
            {recharge.isPending ? "Selling…" : "Confirm Recharge"}
          </Button>
        </div>
      </form>

      <MessageDialog
        title="Recharge Successful!"
        message={sold?.message ?? null}
        buttonLabel="Continue"
        onClose={() => {
          setSold(null);
          // The button that opened it is disabled on the empty form: once the dialog has closed,
          // the next sale starts in the first field.
          setTimeout(() => form.current?.querySelector<HTMLElement>("input")?.focus());
        }}
      >
        {sold && (
          <p className="text-sm text-ink">
            Receipt{" "}
            <Link
              to={salePath(sold.receipt.id)}
              className="font-semibold text-sage-700 underline underline-offset-4 hover:text-sage-900"
            >
              {sold.receipt.number}
            </Link>{" "}
            is e-mailed to the student.
          </p>
        )}
      </MessageDialog>
    </>
  );
}

function SummaryFigure({
  term,
  value,
  emphasis = false,
}: {
  term: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd
        className={`mt-0.5 font-semibold tabular-nums ${emphasis ? "text-lg text-sage-900" : "text-ink"}`}
      >
        {value}
      </dd>
    </div>
  );
}
