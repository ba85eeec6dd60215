import { formatCredits } from "../../../shared/credits.ts";

/** What `POST /api/bookings/:id/cancel` answers (docs/api.md). */
export interface CancelledBooking {
  message: string;
  courseId: string;
  creditsRefunded: number;
  /** Cancelled after the deadline where the studio allows it: nothing was refunded. */
  late: boolean;
  /** The balance after the refund. */
  credits: number;
}

/** The note after the server's message when credits came back (spec §7 cancelBooking). */
export function refundNote(creditsRefunded: number): string | null {
  if (creditsRefunded <= 0) return null;
  const verb = creditsRefunded === 1 ? "has" : "have";
  return `${formatCredits(creditsRefunded)} ${verb} been refunded to your balance.`;
}
