import { ApiError } from "../../lib/api-client.ts";

/**
 * What a failed call shows (spec §8): the server's own words for a refusal, else the screen's
 * fallback. A lost connection or an answer without a message has nothing better to say.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.code !== "network" && error.message) {
    return error.message;
  }
  return fallback;
}
