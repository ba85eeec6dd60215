import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors.ts";

/**
 * The largest body any route takes. The largest legitimate request (a tutor's 2 000-character bio,
 * every character four bytes in JSON) is under a tenth of it.
 */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before it is read: at once from its Content-Length,
 * or, sent chunked without one, as soon as the bytes read pass the cap. Better Auth's routes
 * included, so no request can make the server hold more than the cap.
 */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(
      "body_too_large",
      `The request body is larger than the ${MAX_BODY_BYTES / 1024} kB this studio accepts.`,
      413,
    );
  },
});

/**
 * GET and HEAD skip the check: no route reads their body, and merely asking for it makes the
 * Node adapter build a full Request, which costs the hottest reads (the timetable's).
 */
export const limitBodySize: MiddlewareHandler = (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next);
