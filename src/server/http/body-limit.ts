import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors.ts";

/**
 * The largest body any route takes. The largest legitimate request (a tutor's 2 000-character bio,
 * every character four bytes in JSON) is under a tenth of it.
 */
export const MAX_BODY_BYTES = 100 * 1024;

const tooLarge = () =>
  new AppError(
    "body_too_large",
    `The request body is larger than the ${MAX_BODY_BYTES / 1024} kB this studio accepts.`,
    413,
  );

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before it is read: at once from its Content-Length,
 * or, sent chunked without one, as soon as the bytes read pass the cap. Better Auth's routes
 * included, so no request can make the server hold more than the cap.
 *
 * Merely asking for a body makes the Node adapter build a full Request (7 % of the CPU of a burst
 * of bookings); without it, a route's `c.req.json()` reads the body straight from the connection.
 * So GET and HEAD skip the check (no route reads their body), and a body framed by its
 * Content-Length is judged by that header alone (Node's parser reads no byte past it); only a
 * chunked body is counted as it is read.
 */
export const limitBodySize: MiddlewareHandler = (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const length = c.req.header("content-length");
  if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
    return limitBody(c, next);
  }
  if (Number(length) > MAX_BODY_BYTES) throw tooLarge();
  return next();
};
