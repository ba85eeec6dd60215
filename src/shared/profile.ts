import { z } from "zod";
import type { CancellationPolicy, CancellationTerms } from "./availability.ts";
import type { BookingPayment, CreditReason, Role } from "./constants.ts";
import { phoneSchema } from "./registration.ts";
import { isExpiringSoon, type SubscriptionStatus, subscriptionStatus } from "./subscription.ts";

/** What `GET /api/me` answers. */
export interface Profile {
  id: string;
  name: string;
  nickname: string | null;
  phone: string | null;
  email: string;
  role: Role;
  credits: number;
  profileComplete: boolean;
  /** E-mail me when I book or cancel a class. */
  emailNotifications: boolean;
  /** E-mail me a reminder before each class I am booked in. */
  classReminders: boolean;
  createdAt: string;
  /** The active subscription, else the most recent one, else null. */
  subscription: SubscriptionSummary | null;
  /** The free trial was claimed (once per account): Plans shows "Claimed", not Start Now. */
  freeTrialClaimed: boolean;
}

/** A user's subscription with its package, as the profile and a purchase answer it. */
export interface SubscriptionSummary {
  id: string;
  packageId: string;
  packageName: string;
  startsAt: string;
  validUntil: string;
  status: SubscriptionStatus;
  expiringSoon: boolean;
  /** Empty means every yoga type. */
  validYogaTypes: string[];
  /** 999 means unlimited. */
  maxClassesPerMonth: number;
}

export function summariseSubscription(
  held: {
    subscription: {
      id: string;
      packageId: string;
      startsAt: Date;
      validUntil: Date;
      isActive: boolean;
    };
    plan: { name: string; validYogaTypes: string[]; maxClassesPerMonth: number };
  },
  now: Date,
): SubscriptionSummary {
  const { subscription, plan } = held;
  return {
    id: subscription.id,
    packageId: subscription.packageId,
    packageName: plan.name,
    startsAt: subscription.startsAt.toISOString(),
    validUntil: subscription.validUntil.toISOString(),
    status: subscriptionStatus(subscription, now),
    expiringSoon: isExpiringSoon(subscription, now),
    validYogaTypes: plan.validYogaTypes,
    maxClassesPerMonth: plan.maxClassesPerMonth,
  };
}

/**
 * updateUserProfile (student): the fields a student may change about themselves (spec §5 Profile),
 * and their phone number, held to the same rules as at registration.
 */
export const profileUpdateSchema = z.strictObject({
  name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(120, "Please keep your name under 120 characters.")
    .optional(),
  nickname: z
    .string()
    .trim()
    .max(120, "Please keep your nickname under 120 characters.")
    .optional(),
  phone: phoneSchema.optional(),
  emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }).optional(),
  classReminders: z.boolean({ error: "classReminders must be true or false" }).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const page = z.coerce
  .number({ error: "page must be a whole number, 1 or more" })
  .int("page must be a whole number, 1 or more")
  .min(1, "page must be a whole number, 1 or more")
  .default(1);

export const BOOKING_SCOPES = ["upcoming", "history"] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];

export const myBookingsQuerySchema = z.strictObject({
  scope: z.enum(BOOKING_SCOPES, { error: 'scope must be "upcoming" or "history"' }),
  page,
});

export const myCreditsQuerySchema = z.strictObject({ page });

export type BookingLabel =
  | "Confirmed"
  | "Completed"
  | "Attended"
  | "No-show"
  | "Cancelled"
  | "Late Cancel";

/**
 * What a booking is now: cancelled, attended once its class ended, a no-show as soon as the
 * studio marks it, else by its class's start.
 */
export function bookingLabel(
  held: { status: string; attended: boolean; cancelledLate?: boolean; noShow?: boolean },
  item: { startsAt: Date; endsAt: Date },
  now: Date,
): BookingLabel {
  if (held.status === "cancelled") return held.cancelledLate ? "Late Cancel" : "Cancelled";
  if (held.noShow) return "No-show";
  if (held.attended && item.endsAt <= now) return "Attended";
  return item.startsAt <= now ? "Completed" : "Confirmed";
}

/** One of the user's bookings in `GET /api/me/bookings`. */
/** A class as the student's own lists give it (their bookings, their waitlist places). */
export interface MyClass {
  id: string;
  title: string;
  courseType: string;
  startsAt: string;
  endsAt: string;
  credits: number;
  isPrivate: boolean;
  tutor: { id: string; name: string; photoUrl: string | null } | null;
}

/** A student's place in a class's waitlist, as `GET /api/me/waitlist` answers it. */
export interface MyWaitlistPlace {
  id: string;
  /** 1 for the first in line. */
  position: number;
  joinedAt: string;
  course: MyClass;
}

export interface MyBooking {
  id: string;
  label: BookingLabel;
  course: MyClass;
  paidWith: BookingPayment;
  creditsPaid: number;
  createdAt: string;
  cancelledAt: string | null;
  /** Cancelled by the studio (the booking alone, or the whole class), with its reason. */
  cancelledByStudio: boolean;
  cancellationReason: string | null;
  canCancel: boolean;
  /** What cancelling it now would mean under the terms it was made under. */
  cancellation: CancellationTerms;
  /** Those terms: the studio's policies when it was made. */
  cancellationPolicy: CancellationPolicy;
}

/** `GET /api/me/bookings`: one page of one list (upcoming or history). */
export interface MyBookingsPage {
  items: MyBooking[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  /** The student's places in waitlists of classes yet to start (the upcoming scope; else []). */
  waitlist: MyWaitlistPlace[];
}

/** One ledger entry in `GET /api/me/credits`. */
export interface CreditHistoryEntry {
  id: string;
  type: "credit" | "debit";
  /** Always positive; `type` says which way it went. */
  amount: number;
  reason: CreditReason;
  reasonLabel: string;
  description: string;
  courseTitle: string | null;
  courseId: string | null;
  bookingId: string | null;
  paymentMethod: string | null;
  remark: string | null;
  createdAt: string;
}

/** `GET /api/me/credits`: the balance and totals over the whole ledger, and one page of entries. */
export interface CreditHistory {
  current: number;
  /** Credits bought, given free or added by the studio; refunds of bookings are not earnings. */
  totalEarned: number;
  /** Credits spent on classes, fees and packages, less what cancellations gave back. */
  totalSpent: number;
  /** Credits cancellations and withdrawn no-show fees gave back. */
  totalRefunded: number;
  totalExpired: number;
  /** Credits the studio took off: sales refunded, balances lowered. */
  totalRemoved: number;
  /** Credits that will expire, soonest first, by the moment they do. */
  expiring: { credits: number; expiresAt: string }[];
  entries: CreditHistoryEntry[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
