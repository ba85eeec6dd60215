/** A booked student of a class, as `GET /api/admin/attendance` answers it. */
export interface AttendanceStudent {
  bookingId: string;
  userId: string;
  name: string;
  nickname: string | null;
  /** Null for a walk-in registered without one. */
  email: string | null;
  attended: boolean;
  /** Booked but did not come, marked once the class had started. */
  noShow: boolean;
  /** What the no-show cost the student under the studio's no-show fee. */
  noShowFeeCredits: number;
}

/** One student's mark as `PUT /api/admin/attendance/:bookingId` answers it. */
export interface AttendanceMark {
  id: string;
  attended: boolean;
  noShow: boolean;
  noShowFeeCredits: number;
}

/** A class in the attendance range, with its counts and booked students. */
export interface AttendanceClass {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  tutorName: string | null;
  bookedCount: number;
  attendedCount: number;
  noShowCount: number;
  students: AttendanceStudent[];
}
