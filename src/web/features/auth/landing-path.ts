/**
 * Where a person lands after signing in (issue #21): where they were going when a page sent them
 * to sign in; else an admin on the studio's admin, a student on their next booking in My
 * Bookings, or on the timetable while they have none.
 */
export function landingPath(input: {
  redirect: string | null;
  role: string | null | undefined;
  hasUpcomingBooking: boolean;
}): string {
  if (input.redirect) return input.redirect;
  if (input.role === "admin") return "/admin";
  return input.hasUpcomingBooking ? "/me?tab=bookings" : "/timetable";
}
