import { type ClassStatus, signedInStatus } from "./availability.ts";

/** A class as `GET /api/classes` answers it; `status` and `bookingId` are the caller's own. */
export interface StudioClass {
  id: string;
  title: string;
  courseType: string;
  startsAt: string;
  endsAt: string;
  /** Hours, rounded to one decimal (spec §9). */
  durationHours: number;
  credits: number;
  totalSlots: number;
  slotsFilled: number;
  spotsRemaining: number;
  isPrivate: boolean;
  tutor: Tutor | null;
  status: ClassStatus;
  bookingId: string | null;
}

/**
 * A class as it is for one signed-in student where that differs from the visitors' timetable:
 * one they hold a booking of (GET /api/me/timetable). Every other class is as visitors see it,
 * except that one open for booking is theirs to book (`signedInStatus`).
 */
export interface OwnClass {
  id: string;
  status: ClassStatus;
  bookingId: string;
}

/** The signed-in timetable from the visitors' classes and the student's own (GET /api/me/timetable). */
export function withOwnClasses(
  visitorClasses: readonly StudioClass[],
  own: readonly OwnClass[],
): StudioClass[] {
  const byId = new Map(own.map((item) => [item.id, item]));
  return visitorClasses.map((item) => {
    const mine = byId.get(item.id);
    return mine
      ? { ...item, status: mine.status, bookingId: mine.bookingId }
      : { ...item, status: signedInStatus(item.status) };
  });
}

export interface Tutor {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string;
}

/** Hours between two instants, with one decimal. */
export function durationHours(startsAt: Date, endsAt: Date): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 360_000) / 10;
}
