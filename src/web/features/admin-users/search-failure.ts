import { MESSAGES } from "../../../shared/messages.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * What a failed search says (spec §8): no match gives the server's 'No user found with this
 * email address' (or phone number); anything else 'Failed to search user. Please try again.'.
 */
export function searchFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404 && error.message) return error.message;
  return MESSAGES.searchUserFailed;
}
