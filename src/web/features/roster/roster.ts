import type { BookingPayment } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import type { WaitlistPlace } from "../../../shared/waitlist.ts";
import type { CourseRecord } from "../admin-courses/admin-course.ts";

/** A booked student of a class, as `GET /api/admin/courses/:id/roster` answers it. */
export interface RosterStudent {
  bookingId: string;
  userId: string;
  name: string;
  nickname: string | null;
  /** Null for a walk-in registered without one. */
  email: string | null;
  phone: string | null;
  paidWith: BookingPayment;
  creditsPaid: number;
  /** The desk's reason, required of a complimentary place. */
  bookingReason: string | null;
  bookedByStudio: boolean;
  bookedAt: string;
  attended: boolean;
  noShow: boolean;
}

/** `GET /api/admin/courses/:id/roster`: the class, and its active bookings by name. */
export interface Roster {
  course: CourseRecord;
  students: RosterStudent[];
  /** Who waits for a seat, first first. */
  waitlist: WaitlistPlace[];
}

/** `POST /api/admin/courses/:id/bookings`. */
export interface DeskBooked {
  message: string;
  bookingId: string;
  paidWith: BookingPayment;
  creditsPaid: number;
  credits: number;
  /** The receipt of the class's credits when they were paid for at the desk first. */
  receipt: { id: string; number: string } | null;
}

/** How a place was paid, as the roster says it: "2 credits", "Subscription", "Complimentary: …". */
export function paidInWords(
  student: Pick<RosterStudent, "paidWith" | "creditsPaid" | "bookingReason">,
): string {
  switch (student.paidWith) {
    case "credits":
      return formatCredits(student.creditsPaid);
    case "subscription":
      return "Subscription";
    case "complimentary":
      return student.bookingReason ? `Complimentary: ${student.bookingReason}` : "Complimentary";
  }
}
