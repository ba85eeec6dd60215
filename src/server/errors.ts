import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The one error type of the server: a code for programs, a message for people, an HTTP status.
 * It is an answer, not a fault, so it carries no stack: capturing one was 2 % of the app's time
 * through a burst of refused bookings.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly issues?: { path: string; message: string }[];

  constructor(
    code: string,
    message: string,
    status: ContentfulStatusCode = 400,
    issues?: { path: string; message: string }[],
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}
