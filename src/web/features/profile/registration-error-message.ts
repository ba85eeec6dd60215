import { MESSAGES } from "../../../shared/messages.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * Spec §8 Registration failure: which text a failed save shows. The API client turns every
 * answer and every lost connection into an ApiError with words, so the last default is met only
 * by something thrown without a message (see docs/decisions/0008).
 */
export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return MESSAGES.saveProfileFailed;
  if (error.message.includes(MESSAGES.phoneAlreadyUsed)) return MESSAGES.phoneAlreadyUsed;
  // An ApiError with a code carries the server's own message; without one the server said nothing.
  if (error instanceof ApiError) return error.code ? error.message : MESSAGES.registrationFailed;
  return error.message || MESSAGES.saveProfileFailed;
}
