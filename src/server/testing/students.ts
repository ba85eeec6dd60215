import { randomUUID } from "node:crypto";
import { createPackage, createUser } from "../db/factories.ts";
import { BrowserLikeClient } from "./browser-like-client.ts";
import { sessionCookieFor } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";

const PASSWORD = "a-good-passphrase-42";
let phoneCounter = 0;
let passwordHash: Promise<string> | undefined;

/** A student with a complete profile (and optional credits), with a signed-in session. */
export async function signedInStudent(
  testApp: TestApp,
  options: { credits?: number; role?: "student" | "admin" } = {},
) {
  const email = `student-${randomUUID().slice(0, 12)}@example.com`;
  const number = ++phoneCounter;
  passwordHash ??= testApp.deps.auth.$context.then((context) => context.password.hash(PASSWORD));
  const created = await createUser(testApp.deps.db, testApp.deps.auth, {
    email,
    password: PASSWORD,
    passwordHash: await passwordHash,
    name: `Student ${number}`,
    nickname: `S${number}`,
    phone: `+60 11-${String(process.pid % 1000).padStart(3, "0")}${String(number).padStart(5, "0")}`,
    credits: options.credits ? { amount: options.credits, now: testApp.deps.now() } : undefined,
    role: options.role,
  });
  return { client: await signedInClient(testApp, created.id), userId: created.id, email };
}

/** A browser on `testApp` with a session of the member `userId`. */
export async function signedInClient(testApp: TestApp, userId: string) {
  const client = new BrowserLikeClient(testApp);
  client.setCookie(...(await sessionCookieFor(testApp.deps.auth, userId)));
  return client;
}

/** An administrator with a signed-in session. */
export function signedInAdmin(testApp: TestApp) {
  return signedInStudent(testApp, { role: "admin" });
}

/**
 * The student buys a new package of `maxClassesPerMonth` classes of any kind a month, 30 days,
 * paid with their credits (they need at least `price`).
 */
export async function subscribe(
  testApp: TestApp,
  student: { client: BrowserLikeClient },
  { maxClassesPerMonth, price = 5 }: { maxClassesPerMonth: number; price?: number },
) {
  const plan = await createPackage(testApp.deps.db, {
    name: `${maxClassesPerMonth} a Month`,
    price,
    totalCustomerSave: 0,
    validityDays: 30,
    validYogaTypes: [],
    maxClassesPerMonth,
  });
  const bought = await student.client.post("/api/me/subscriptions", { packageId: plan.id });
  if (bought.status !== 201) throw new Error(`The package was not bought: ${await bought.text()}`);
}

/** `count` signed-in students with `credits` each, made a few at a time (hashing is the slow part). */
export async function signedInStudents(testApp: TestApp, count: number, credits: number) {
  const made: Awaited<ReturnType<typeof signedInStudent>>[] = [];
  for (let start = 0; start < count; start += 20) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, count - start) }, () =>
          signedInStudent(testApp, { credits }),
        ),
      )),
    );
  }
  return made;
}
