/** A booked student of a class, as `GET /api/admin/attendance` answers it. */
export interface AttendanceStudent {
  bookingId: string;
  userId: string;
  name: string;
  nickname: string | null;
  email: string;
  attended: boolean;
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
  students: AttendanceStudent[];
}
