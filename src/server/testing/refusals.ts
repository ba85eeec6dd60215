import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Executor } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";

/** Expects the answer to be a refusal with this status and these words. */
export async function refused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.message).toBe(message);
}

/** A user's balance as the database holds it. */
export async function creditsOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  return row!.credits;
}
