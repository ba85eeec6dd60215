import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import CircleCheck from "lucide-react/icons/circle-check";
import type { Ref } from "react";
import { FREE_TRIAL_CREDITS } from "../../../shared/constants.ts";
import type { PackageOffer } from "../../../shared/packages.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatMoney } from "../../lib/formatters.ts";
import { BuyButton } from "../payments/buy-button.tsx";
import { soldOnline } from "../payments/sold-online.ts";
import { useStudio } from "../studio/use-studio.ts";
import { PackageDetails } from "./package-details.tsx";
import { classesWorthLabel, ringgitPriceLabel, savingsLabel } from "./package-terms.ts";
import { SignInFirstLink, type Viewer } from "./sign-in-first-link.tsx";

interface StartNowProps {
  viewer: Viewer;
  onStart: () => void;
  /** The id of the card's title, read after the button's name. */
  describedBy: string;
  variant?: "primary" | "secondary";
}

/**
 * A visitor is sent to sign in and brought back here; a signed-in student gets the confirmation.
 * While the session is being checked the button holds its place, disabled.
 */
function StartNow({ viewer, onStart, describedBy, variant = "primary" }: StartNowProps) {
  if (viewer === "visitor") {
    return (
      <SignInFirstLink describedBy={describedBy} variant={variant}>
        Start Now
        <ArrowRight aria-hidden="true" className="size-4" />
      </SignInFirstLink>
    );
  }
  return (
    <Button
      variant={variant}
      size="lg"
      className="w-full"
      disabled={viewer === "checking"}
      aria-describedby={describedBy}
      onClick={onStart}
    >
      Start Now
      <ArrowRight aria-hidden="true" className="size-4" />
    </Button>
  );
}

interface FreeTrialCardProps {
  currency: string | undefined;
  viewer: Viewer;
  /** The signed-in student has had theirs: "Claimed" replaces Start Now (issue #22). */
  claimed: boolean;
  /** Where the focus goes when Start Now gives way to "Claimed" under it. */
  claimedRef?: Ref<HTMLDivElement>;
  onStart: () => void;
}

/** The Free Trial (spec §2 Plans, §9): RM 0.00 for 14 credits, once per account. */
export function FreeTrialCard({
  currency,
  viewer,
  claimed,
  claimedRef,
  onStart,
}: FreeTrialCardProps) {
  return (
    <article
      aria-labelledby="plan-free-trial"
      className="relative overflow-hidden rounded-[2rem] bg-sage-800 p-7 text-sand-50 sm:p-10"
    >
      <svg
        viewBox="0 0 200 200"
        aria-hidden="true"
        className="absolute -right-16 -bottom-20 size-72 opacity-30"
      >
        <circle cx="100" cy="100" r="90" className="fill-sage-600" />
        <circle cx="100" cy="100" r="58" className="fill-clay-300" opacity="0.5" />
      </svg>
      <div className="relative grid gap-8 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div>
          <p className="inline-flex rounded-full bg-clay-100 px-3 py-1 text-sm font-semibold text-clay-700">
            Welcome package · new students
          </p>
          <h2 id="plan-free-trial" className="mt-4 text-3xl font-semibold text-white sm:text-4xl">
            Free Trial
          </h2>
          <ul className="mt-5 space-y-2.5 text-sand-100">
            {[
              `${FREE_TRIAL_CREDITS} credits to spend on any class`,
              "Your first class is free, and then some",
              "Try different styles and teachers before you choose",
              "Claim once per account",
            ].map((line) => (
              <li key={line} className="flex gap-2.5">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-clay-300" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-sand-50 p-6 text-ink">
          <p className="font-display text-5xl font-semibold text-sage-900">
            {currency ? formatMoney(0, currency) : "\u00a0"}
          </p>
          <p className="mt-1 text-lg font-medium text-sage-800">{FREE_TRIAL_CREDITS} credits</p>
          <div className="mt-6">
            {claimed ? (
              <div ref={claimedRef} tabIndex={-1} className="rounded-2xl">
                <p className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-sage-100 px-6 font-semibold text-sage-800">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  Claimed
                </p>
                <p className="mt-2 text-center text-sm text-ink-muted">
                  The free trial is once per account, and you have claimed yours.
                </p>
              </div>
            ) : (
              <StartNow viewer={viewer} onStart={onStart} describedBy="plan-free-trial" />
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

interface PackageCardProps {
  offer: PackageOffer;
  viewer: Viewer;
  /** The studio takes payments online (issue #24): a package with a ringgit price can be bought. */
  onlinePayments: boolean;
  onStart: () => void;
}

/**
 * A package on sale: its price in credits (and in ringgit, where it has one), savings, validity,
 * monthly cap and yoga types; started with credits, or bought online for its ringgit price.
 */
export function PackageCard({ offer, viewer, onlinePayments, onStart }: PackageCardProps) {
  const titleId = `plan-${offer.id}`;
  const savings = savingsLabel(offer);
  const ringgit = ringgitPriceLabel(offer.priceSen);
  const usualClassCredits = (useStudio().data?.policies ?? DEFAULT_BOOKING_POLICIES)
    .usualClassCredits;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-[2rem] border border-sand-200 bg-white p-7 shadow-sm shadow-sage-900/5"
    >
      <h3 id={titleId} className="text-2xl font-semibold">
        {offer.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2 text-sage-900">
        <span className="font-display text-5xl font-semibold">{offer.price}</span>{" "}
        <span className="text-lg font-medium">credits</span>{" "}
        <span className="text-lg text-ink-muted">{ringgit}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        The price of {classesWorthLabel(offer.price, usualClassCredits).toLowerCase()}
      </p>
      <p className="mt-3 min-h-8">
        {savings && (
          <span className="inline-flex rounded-full bg-clay-100 px-3 py-1 text-sm font-semibold text-clay-700">
            {savings}
          </span>
        )}
      </p>
      <div className="mt-5 flex-1 border-t border-sand-200 pt-5">
        <PackageDetails offer={offer} />
      </div>
      <div className="mt-7 space-y-3">
        <StartNow viewer={viewer} onStart={onStart} describedBy={titleId} variant="secondary" />
        {soldOnline(onlinePayments, offer.priceSen) && (
          <BuyButton
            product={{ packageId: offer.id }}
            priceSen={offer.priceSen}
            viewer={viewer}
            describedBy={titleId}
          />
        )}
      </div>
    </article>
  );
}
