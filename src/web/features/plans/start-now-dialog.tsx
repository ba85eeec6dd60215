import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { FREE_TRIAL_CREDITS } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import type { Profile } from "../../../shared/profile.ts";
import { formatStudioDate } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formatMoney } from "../../lib/formatters.ts";
import { PackageDetails } from "./package-details.tsx";
import type { PlanChoice } from "./plan-choice.ts";
import { useBuyPackage, useClaimFreeTrial } from "./use-plans.ts";

interface StartNowDialogProps {
  /** The plan being started; null while the dialog is closed. */
  choice: PlanChoice | null;
  onClose: () => void;
  profile: Profile | undefined;
  currency: string;
  timeZone: string;
}

/** A refusal from the server stays refused if tried again; only a lost connection or a server fault is worth a retry. */
function isWorthRetrying(error: Error): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The confirmation of spec §2 Plans' "Start Now": what the student gets, what it costs and their
 * balance; then the claim or the purchase, and its outcome: the new balance and subscription, or
 * the server's refusal word for word.
 */
export function StartNowDialog({
  choice,
  onClose,
  profile,
  currency,
  timeZone,
}: StartNowDialogProps) {
  const trial = useClaimFreeTrial();
  const purchase = useBuyPackage();
  const mutation = choice?.kind === "package" ? purchase : trial;
  const { reset: resetTrial } = trial;
  const { reset: resetPurchase } = purchase;

  // A fresh start each time the dialog opens on a plan.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new choice only
  useEffect(() => {
    resetTrial();
    resetPurchase();
  }, [choice, resetTrial, resetPurchase]);

  // When the outcome replaces the buttons, focus moves to the first button of the new footer.
  const afterRef = useRef<HTMLButtonElement>(null);
  const settled = mutation.isSuccess || mutation.isError;
  useEffect(() => {
    if (settled) afterRef.current?.focus();
  }, [settled]);

  const balance = profile?.credits;
  const isTrial = choice?.kind !== "package";
  const offer = choice?.kind === "package" ? choice.offer : null;
  const cost = offer ? formatCredits(offer.price) : formatMoney(0, currency);
  const balanceAfter =
    balance === undefined
      ? undefined
      : offer
        ? balance >= offer.price
          ? balance - offer.price
          : undefined
        : balance + FREE_TRIAL_CREDITS;

  const confirm = () => {
    if (offer) purchase.mutate(offer.id);
    else trial.mutate();
  };

  let outcome: ReactNode = null;
  if (trial.isSuccess && isTrial) {
    outcome = (
      <Alert tone="success">
        <p className="font-semibold">{formatCredits(trial.data.granted)} added. Welcome!</p>
        <p className="mt-1">Your balance is now {formatCredits(trial.data.credits)}.</p>
      </Alert>
    );
  } else if (purchase.isSuccess && offer) {
    const { subscription, credits } = purchase.data;
    outcome = (
      <Alert tone="success">
        <p className="font-semibold">
          You have {subscription.packageName} until{" "}
          {formatStudioDate(subscription.validUntil, timeZone)}.
        </p>
        <p className="mt-1">Your balance is now {formatCredits(credits)}.</p>
      </Alert>
    );
  }

  const footer = mutation.isSuccess ? (
    <>
      <Link to="/timetable" className={buttonClasses("secondary")}>
        Find a class
      </Link>
      <button ref={afterRef} type="button" onClick={onClose} className={buttonClasses("primary")}>
        Done
      </button>
    </>
  ) : mutation.isError && !isWorthRetrying(mutation.error) ? (
    <button ref={afterRef} type="button" onClick={onClose} className={buttonClasses("secondary")}>
      Back to plans
    </button>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
        Cancel
      </Button>
      <Button onClick={confirm} disabled={mutation.isPending || balance === undefined}>
        {mutation.isPending
          ? isTrial
            ? "Claiming…"
            : "Buying…"
          : isTrial
            ? `Claim ${formatCredits(FREE_TRIAL_CREDITS)}`
            : `Buy for ${cost}`}
      </Button>
    </>
  );

  return (
    <Dialog
      open={choice !== null}
      onClose={onClose}
      busy={mutation.isPending}
      title={offer ? `Buy ${offer.name}` : "Start your Free Trial"}
      footer={footer}
    >
      {outcome ?? (
        <div className="space-y-5">
          <div>
            <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">
              You get
            </h3>
            <div className="mt-2">
              {offer ? (
                <PackageDetails offer={offer} />
              ) : (
                <p className="text-ink">
                  {formatCredits(FREE_TRIAL_CREDITS)} to spend on any class, once per account.
                </p>
              )}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-sand-100 p-4 text-ink sm:grid-cols-3">
            <div>
              <dt className="text-sm text-ink-muted">Cost</dt>
              <dd className="mt-0.5 font-semibold">{cost}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Your balance</dt>
              <dd className="mt-0.5 font-semibold">
                {balance === undefined ? "…" : formatCredits(balance)}
              </dd>
            </div>
            {balanceAfter !== undefined && (
              <div>
                <dt className="text-sm text-ink-muted">Balance after</dt>
                <dd className="mt-0.5 font-semibold">{formatCredits(balanceAfter)}</dd>
              </div>
            )}
          </dl>
          {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
        </div>
      )}
    </Dialog>
  );
}
