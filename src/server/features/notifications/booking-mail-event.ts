import type { BookingPayment } from "../../../shared/constants.ts";

/** What befell a student's booking, as the e-mail tells it. */
export type BookingMailEvent =
  /** Booked by the student, or by the desk for them (`byStudio`). */
  | { kind: "booked"; creditsPaid: number; paidWith: BookingPayment; byStudio: boolean }
  /** Cancelled by the student; nothing comes back from a late one. */
  | { kind: "cancelled"; creditsRefunded: number }
  /** Cancelled for the student by the studio, with its reason. */
  | {
      kind: "cancelled_by_studio";
      reason: string;
      creditsRefunded: number;
      paidWith: BookingPayment;
      refunded: boolean;
    }
  /** The whole class cancelled by the studio; every booking refunded. */
  | { kind: "class_cancelled"; reason: string; creditsRefunded: number; paidWith: BookingPayment }
  /** The class moved or changed teacher: each change as "what: old → new". */
  | { kind: "class_changed"; changes: string[] }
  /** A seat freed up and the student, first in the waitlist, was booked into it. */
  | { kind: "booked_from_waitlist"; creditsPaid: number; paidWith: BookingPayment }
  /** A seat freed up but the student, first in the waitlist, could not be booked: why. */
  | { kind: "waitlist_skipped"; reason: string }
  /** The studio took the student off the class's waitlist, with its reason. */
  | { kind: "waitlist_removed"; reason: string }
  /** The class the student waited for was cancelled by the studio, with its reason. */
  | { kind: "waitlist_closed"; reason: string }
  /** The class is coming up (sent the studio's lead time before it). */
  | { kind: "reminder" };
