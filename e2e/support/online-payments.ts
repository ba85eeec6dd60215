/** Where the server with online payments on listens (playwright.config.ts, serve-with-stripe.ts). */
export const STRIPE_E2E_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
