import LoaderCircle from "lucide-react/icons/loader-circle";
import Lock from "lucide-react/icons/lock";
import { useId } from "react";
import { formatRinggit } from "../../../shared/money.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SignInFirstLink, type Viewer } from "../plans/sign-in-first-link.tsx";
import { type CheckoutProduct, useCheckout } from "./use-checkout.ts";

interface BuyButtonProps {
  product: CheckoutProduct;
  /** The price the card shows; the server charges the one it holds. */
  priceSen: number;
  viewer: Viewer;
  /** The id of the card's title, read after the button's name. */
  describedBy: string;
}

/**
 * "Buy for RM 180.00" (issue #24): a signed-in student is sent to Stripe Checkout; a visitor signs
 * in first and comes back to the plans. A refusal (already subscribed, no longer on sale, Stripe
 * out of reach) is shown under the button in the server's words.
 */
export function BuyButton({ product, priceSen, viewer, describedBy }: BuyButtonProps) {
  const checkout = useCheckout();
  const refusalId = useId();
  const label = `Buy for ${formatRinggit(priceSen)}`;
  if (viewer === "visitor") {
    return (
      <SignInFirstLink describedBy={describedBy} variant="primary">
        <Lock aria-hidden="true" className="size-4" />
        {label}
      </SignInFirstLink>
    );
  }
  // Still waiting, or on the way to Checkout's page: a second press would start a second order.
  const opening = checkout.isPending || checkout.isSuccess;
  return (
    <div className="space-y-3">
      <Button
        size="lg"
        className="w-full aria-disabled:cursor-progress"
        disabled={viewer === "checking"}
        aria-disabled={opening || undefined}
        aria-describedby={checkout.isError ? `${describedBy} ${refusalId}` : describedBy}
        onClick={() => {
          if (!opening) checkout.mutate(product);
        }}
      >
        {opening ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Opening secure payment…
          </>
        ) : (
          <>
            <Lock aria-hidden="true" className="size-4" />
            {label}
          </>
        )}
      </Button>
      {checkout.isError && (
        <div id={refusalId}>
          <Alert tone="error">{checkout.error.message}</Alert>
        </div>
      )}
    </div>
  );
}
