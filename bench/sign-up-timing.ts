import { isMainModule } from "../scripts/is-main-module.ts";
import { BrowserLikeClient } from "../src/server/testing/browser-like-client.ts";
import { startSmtpCapture } from "../src/server/testing/smtp-capture.ts";
import { createTestApp, type DatabaseKind } from "../src/server/testing/test-app.ts";
import { benchDatabases } from "./cli.ts";

/**
 * `npm run bench:sign-up`: whether sign-up's time tells a known address from a new one. Signs up
 * alternately a new address and a known one, each from a client of its own (so no rate limit
 * counts), through the real app with a real SMTP server, and prints the spread of each.
 */
const ROUNDS = 40;
const PASSWORD = "a-good-passphrase-42";

export interface SignUpTiming {
  database: DatabaseKind;
  known: number[];
  fresh: number[];
}

async function timedSignUp(client: BrowserLikeClient, email: string): Promise<number> {
  const started = performance.now();
  const response = await client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "",
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return performance.now() - started;
}

export async function signUpTiming(database: DatabaseKind): Promise<SignUpTiming> {
  const smtp = await startSmtpCapture();
  const testApp = await createTestApp({ kind: database, env: { SMTP_URL: smtp.url } });
  try {
    const signUp = (email: string) => timedSignUp(new BrowserLikeClient(testApp), email);
    await signUp("known@bench.example");
    // A first round of each to warm the code paths, not counted.
    await signUp("warm-up@bench.example");
    await signUp("known@bench.example");
    const known: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating which goes first, so that a drift of the machine weighs on both alike.
      const order = round % 2 === 0 ? ["fresh", "known"] : ["known", "fresh"];
      for (const kind of order) {
        if (kind === "known") known.push(await signUp("known@bench.example"));
        else fresh.push(await signUp(`new-${round}@bench.example`));
      }
    }
    return { database, known, fresh };
  } finally {
    await testApp.close();
    await smtp.close();
  }
}

const quantile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};

export function formatSignUpTiming({ database, known, fresh }: SignUpTiming): string {
  const spread = (values: number[]) =>
    `p10 ${quantile(values, 0.1).toFixed(1)} / median ${quantile(values, 0.5).toFixed(1)} / p90 ${quantile(values, 0.9).toFixed(1)} ms`;
  const gap = quantile(fresh, 0.5) - quantile(known, 0.5);
  return [
    `sign-up on ${database}, ${known.length} of each:`,
    `  known address ${spread(known)}`,
    `  new address   ${spread(fresh)}`,
    `  medians differ by ${gap.toFixed(1)} ms`,
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  for (const database of benchDatabases()) {
    console.log(formatSignUpTiming(await signUpTiming(database)));
  }
}
