import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CheckoutStart } from "../../../shared/payments.ts";
import { api } from "../../lib/api-client.ts";

/** What a Buy button buys: a credit pack or a package, by id only (the server sets the price). */
export type CheckoutProduct = { packId: string } | { packageId: string };

/**
 * Starts a Stripe Checkout for the product and sends the browser to its page. The mutation stays
 * successful while the browser leaves, so the button keeps saying so until the page is gone.
 */
export function useCheckout() {
  const checkout = useMutation({
    mutationFn: (product: CheckoutProduct) =>
      api.post<CheckoutStart>("/api/payments/checkout", product),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { reset } = checkout;
  // Back from Checkout with the browser's Back button, the page may be restored as it was left,
  // its button still waiting on a page that has already come and gone.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, [reset]);
  return checkout;
}
