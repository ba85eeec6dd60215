import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors.ts";

function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  return new AppError("invalid_input", issues[0]?.message ?? "Invalid input", 400, issues);
}

export const NUL_MESSAGE = "Text may not contain the NUL character (U+0000).";

/** PostgreSQL text cannot hold U+0000, and no person types it: input carrying it is refused. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item));
  }
  return false;
}

function refuseNul(value: unknown): void {
  if (containsNul(value)) {
    throw new AppError("invalid_input", NUL_MESSAGE, 400);
  }
}

/** Reads a JSON body and checks it against `schema`; anything else is a 400 with a message. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new AppError(
      "unsupported_media_type",
      "Please send JSON (Content-Type: application/json).",
      415,
    );
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.", 400);
  }
  refuseNul(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Checks query parameters against `schema`. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = c.req.query();
  refuseNul(query);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
