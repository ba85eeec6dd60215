/** The one person the stand-in Google knows (serve-with-google.ts). */
export const GOOGLE_ACCOUNT = {
  sub: "google-e2e-1",
  email: "farah.google@gmail.example",
  name: "Farah Aziz",
};

/** Where the server with Google sign-in listens (playwright.config.ts). */
export const GOOGLE_E2E_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
