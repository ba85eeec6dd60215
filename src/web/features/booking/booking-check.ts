import { CLASS_STATUS_LABELS, type ClassStatus } from "../../../shared/availability.ts";
import {
  bookingClosedMessage,
  bookingNotOpenMessage,
  cannotBookMessage,
  MESSAGES,
  needCreditsMessage,
} from "../../../shared/messages.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";

export interface BookingCheckInput {
  signedIn: boolean;
  /** The class's status for this person, as the API answered it. */
  status: ClassStatus;
  classCredits: number;
  /** The person's balance; null while it is not known (the server then decides alone). */
  credits: number | null;
  hasActiveSubscription: boolean;
  /** The studio's booking policies, for the words of a refusal. */
  policies: BookingPolicies;
}

export type BookingRefusalReason = "sign_in" | "status" | "credits";

export type BookingCheck =
  | { ok: true }
  | { ok: false; reason: BookingRefusalReason; message: string };

function statusMessage(status: ClassStatus, policies: BookingPolicies): string {
  switch (status) {
    case "already_booked":
      return MESSAGES.alreadyBooked;
    case "fully_booked":
      return MESSAGES.fullyBooked;
    case "booking_closed":
      return bookingClosedMessage(policies);
    case "not_open_yet":
      return bookingNotOpenMessage(policies);
    case "cancelled":
      return MESSAGES.classCancelled;
    default:
      return cannotBookMessage(CLASS_STATUS_LABELS[status]);
  }
}

/**
 * The client-side booking check of spec §5, run before anything is sent: signed in, the class
 * available, and (unless an active subscription may pay) enough credits. The server decides in
 * the end; this only spares a round trip and says why at once. Like the spec's, it leaves the
 * private-class rule to the server.
 */
export function checkBooking(input: BookingCheckInput): BookingCheck {
  if (!input.signedIn) {
    return { ok: false, reason: "sign_in", message: MESSAGES.pleaseLogInToBook };
  }
  if (input.status !== "available") {
    return {
      ok: false,
      reason: "status",
      message: statusMessage(input.status, input.policies),
    };
  }
  if (
    !input.hasActiveSubscription &&
    input.credits !== null &&
    input.credits < input.classCredits
  ) {
    return { ok: false, reason: "credits", message: needCreditsMessage(input.classCredits) };
  }
  return { ok: true };
}
