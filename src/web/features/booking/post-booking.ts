import { MESSAGES } from "../../../shared/messages.ts";
import { ApiError, api } from "../../lib/api-client.ts";

/** What `POST /api/bookings` answers on success (docs/api.md). */
export interface BookingAnswer {
  message: string;
  bookingId: string;
  courseId: string;
  paidWith: "credits" | "subscription";
  creditsPaid: number;
  /** The balance after the booking. */
  credits: number;
}

/** A fresh key for one booking attempt; a retry of the same attempt sends it again. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-HTTP preview still gets a random key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * Books a class (spec §7 bookClass). The Idempotency-Key makes a repeated submit of the same
 * attempt book once: the server answers it with the first success. A refusal carries the
 * server's message; without one (no answer, or one without a message) the spec's
 * 'Booking failed. Please try again.'.
 */
export async function postBooking(
  courseId: string,
  idempotencyKey: string,
): Promise<BookingAnswer> {
  try {
    return await api.post<BookingAnswer>(
      "/api/bookings",
      { courseId },
      { "idempotency-key": idempotencyKey },
    );
  } catch (error) {
    const fromServer = error instanceof ApiError && error.code && error.code !== "network";
    if (fromServer) throw error;
    throw new ApiError(MESSAGES.bookingFailed, error instanceof ApiError ? error.status : 0);
  }
}
