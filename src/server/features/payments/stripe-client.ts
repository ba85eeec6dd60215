import Stripe from "stripe";
import { onlinePaymentsEnabled, type Settings } from "../../env.ts";

/**
 * Stripe's client with the studio's keys, or null while online payments are off (issue #24).
 * `timeoutMs`: how long a request waits for Stripe's answer (tests wait less).
 */
export function createStripeClient(
  settings: Settings,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Stripe | null {
  if (!onlinePaymentsEnabled(settings)) return null;
  const api = new URL(settings.STRIPE_API_URL);
  return new Stripe(settings.STRIPE_SECRET_KEY!, {
    host: api.hostname,
    port: api.port || (api.protocol === "https:" ? 443 : 80),
    protocol: api.protocol === "https:" ? "https" : "http",
    // A request that fails is the student's to try again from the Plans page, at once.
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    appInfo: { name: "Studio" },
  });
}
