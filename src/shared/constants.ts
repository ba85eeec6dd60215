/** Business constants of spec §9 and the studio's fixed vocabularies. */
export const BOOKING_CLOSES_HOURS_BEFORE_START = 2;
export const CANCELLATION_ALLOWED_HOURS_BEFORE_START = 4;
export const BOOKINGS_PAGE_SIZE = 5;
export const ADMIN_USERS_PAGE_SIZE = 30;
export const HISTORY_PAGE_SIZE = 30;
export const RECENT_ACTIVITY_COUNT = 3;
export const EXPIRING_SOON_DAYS = 20;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 10;
export const AUTOCOMPLETE_HIDE_AFTER_BLUR_MS = 150;
export const DEFAULT_CLASS_LENGTH_MINUTES = 60;
export const START_MINIMUM_ROUNDING_MINUTES = 15;
export const TESTIMONIAL_ROTATION_MS = 5000;
export const BOOKING_SUCCESS_CLOSE_MS = 1200;
export const PROFILE_SAVED_CLOSE_MS = 2000;
export const DAY_STRIP_MAX_DOTS = 3;
export const FREE_TRIAL_CREDITS = 14;
export const MIN_SLOTS = 1;
export const MIN_CLASS_CREDITS = 1;
export const MIN_RECHARGE_AMOUNT = 1;
export const MIN_USER_CREDITS = 0;
export const DEFAULT_PACKAGE_VALIDITY_DAYS = 30;
export const UNLIMITED_CLASSES_PER_MONTH = 999;
/** What one class usually costs, the measure of a package's savings (the owner's setting). */
export const USUAL_CLASS_CREDITS = 2;
/** How long before a class its booked students are reminded (the owner's setting). */
export const CLASS_REMINDER_LEAD_HOURS = 24;
/** How long before a class its attendance may be taken (the owner's setting). */
export const ATTENDANCE_OPENS_MINUTES_BEFORE = 30;
export const DEFAULT_COURSE_TYPE_LABEL = "Not Specified";
export const FOOTER_FIRST_YEAR = 2025;

export const YOGA_TYPES = [
  "Normal Yoga",
  "Inside Flow Yoga",
  "Hatha Yoga",
  "Vinyasa Flow",
  "Yin Yoga",
  "Power Yoga",
  "Restorative Yoga",
  "Ashtanga Yoga",
] as const;
export type YogaType = (typeof YOGA_TYPES)[number];

/** How the desk was paid (spec §5 Recharge, with the card terminal and bank transfer of issue #23). */
export const DESK_PAYMENT_METHODS = [
  "Cash",
  "QR Pay",
  "Card",
  "Bank Transfer",
  "FOC",
  "Other",
] as const;
/** A sale paid by the student through Stripe Checkout (issue #24): never chosen at the desk. */
export const ONLINE_PAYMENT = "Online";
/** How any sale was paid: at the desk, or online. */
export const PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, ONLINE_PAYMENT] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** A sale's only payment method that takes no money. */
export const FREE_OF_CHARGE: PaymentMethod = "FOC";

export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** How a place in a class's waitlist ended, or `waiting` while it has not. */
export const WAITLIST_STATUSES = [
  "waiting",
  "booked",
  "left",
  "removed",
  "skipped",
  "closed",
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** How a booking was paid: credits, a subscription's monthly place, or on the studio (the desk's). */
export const BOOKING_PAYMENTS = ["credits", "subscription", "complimentary"] as const;
export type BookingPayment = (typeof BOOKING_PAYMENTS)[number];

export const CREDIT_REASONS = [
  "class_booking",
  "class_cancellation",
  "credit_purchase",
  "initial_credits",
  "admin_adjustment",
  "package_purchase",
  "no_show_fee",
  "credit_expiry",
  "sale_refund",
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const ACTIVITY_TYPES = [
  "login",
  "booking",
  "recharge",
  "usage",
  "credits",
  "package",
  "profile",
  "settings",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The password rule of Better Auth (src/server/auth/create-auth.ts); forms check it first. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
