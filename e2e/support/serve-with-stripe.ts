import { startStripeStandIn } from "../../src/server/testing/stripe-stand-in/stripe-stand-in.ts";

/**
 * A third browser-test server with online payments on, Stripe being the local stand-in (it is not
 * Stripe: see docs/payments.md), which serves its own Checkout page and signs its webhooks. Only
 * the online-payment journey uses it, so every other journey sees a studio without Buy buttons.
 */
const appUrl = process.env.BETTER_AUTH_URL;
if (!appUrl) throw new Error("BETTER_AUTH_URL is not set (see playwright.config.ts)");
const standIn = await startStripeStandIn();
standIn.setWebhookUrl(`${appUrl}/api/payments/stripe/webhook`);
process.env.STRIPE_SECRET_KEY = standIn.secretKey;
process.env.STRIPE_WEBHOOK_SECRET = standIn.webhookSecret;
process.env.STRIPE_API_URL = standIn.url;
await import("./serve-with-smtp.ts");
