import { ApiError } from "./api-client.ts";

/**
 * The server's own words for a refusal, or null: a lost connection or an answer without a
 * message has nothing better to say than the screen's fallback.
 */
export function serverReason(error: unknown): string | null {
  if (error instanceof ApiError && error.code && error.code !== "network" && error.message) {
    return error.message;
  }
  return null;
}

/** What a failed call shows (spec §8): the server's own words for a refusal, else the screen's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}
