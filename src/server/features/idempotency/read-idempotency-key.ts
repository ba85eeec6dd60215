import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../../errors.ts";

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100, "Idempotency-Key must be at most 100 characters.")
  .optional();

/** The request's Idempotency-Key header, if it sent one (a retry of a money-moving request). */
export function readIdempotencyKey(c: Context): string | undefined {
  const key = idempotencyKeySchema.safeParse(c.req.header("idempotency-key"));
  if (!key.success) throw new AppError("invalid_input", key.error.issues[0]!.message, 400);
  return key.data;
}
