import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type of the server: a code for programs, a message for people, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
  }
}
