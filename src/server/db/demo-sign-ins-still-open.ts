import { and, eq, inArray } from "drizzle-orm";
import type { Auth } from "../auth/create-auth.ts";
import type { Database } from "./client.ts";
import { account, user } from "./schema/auth.ts";
import { DEMO_SIGN_INS, type DemoSignIn } from "./seed.ts";

/**
 * The demo sign-ins whose accounts still take their published password: a studio that went live
 * on demo content is open to anyone who read the README until those passwords are changed.
 */
export async function demoSignInsStillOpen(db: Database, auth: Auth): Promise<DemoSignIn[]> {
  const held = await db
    .select({ email: user.email, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(
      inArray(
        user.email,
        DEMO_SIGN_INS.map((signIn) => signIn.email),
      ),
    );
  const context = await auth.$context;
  const open: DemoSignIn[] = [];
  for (const signIn of DEMO_SIGN_INS) {
    const hash = held.find((row) => row.email === signIn.email)?.hash;
    if (hash && (await context.password.verify({ hash, password: signIn.password }))) {
      open.push(signIn);
    }
  }
  return open;
}
