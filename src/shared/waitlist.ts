import type { BookingPolicies } from "./settings.ts";

const MINUTE_MS = 60_000;

type Policies = Pick<BookingPolicies, "bookingClosesMinutesBefore" | "waitlistCutoffMinutes">;

/**
 * The instant a class's waitlist closes: the studio's cutoff, or when booking closes without one.
 * Until then a freed seat goes to the first in line; after it, a freed seat is simply open.
 */
export function waitlistClosesAt(startsAt: Date, policies: Policies): number {
  const minutes = policies.waitlistCutoffMinutes ?? policies.bookingClosesMinutesBefore;
  return startsAt.getTime() - minutes * MINUTE_MS;
}

export function isWaitlistOpen(startsAt: Date, now: Date, policies: Policies): boolean {
  return now.getTime() < waitlistClosesAt(startsAt, policies);
}

/** One waiting student, as the studio's roster lists the line. */
export interface WaitlistPlace {
  id: string;
  position: number;
  userId: string;
  name: string;
  nickname: string | null;
  /** Null for a walk-in registered without one. */
  email: string | null;
  phone: string | null;
  joinedAt: string;
}
