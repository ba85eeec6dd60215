/** A class as `GET /api/admin/courses/:id` answers it: the stored row, for the edit form. */
export interface CourseRecord {
  id: string;
  title: string;
  courseType: string;
  startsAt: string;
  endsAt: string;
  tutorId: string | null;
  totalSlots: number;
  slotsFilled: number;
  credits: number;
  isPrivate: boolean;
  /** Cancelled by the studio, with its reason; null for a class that runs. */
  cancelledAt: string | null;
  cancellationReason: string | null;
}

/** A row of the admin course list: the class, its free places and its tutor, if any. */
export interface AdminCourse extends CourseRecord {
  vacant: number;
  tutor: { id: string; name: string; photoUrl: string | null } | null;
}
