import { z } from "zod";
import { MIN_USER_CREDITS } from "./constants.ts";
import type { BookingLabel, SubscriptionSummary } from "./profile.ts";
import {
  PHONE_INVALID_MESSAGE,
  PHONE_PATTERN,
  PHONE_TOO_LONG_MESSAGE,
  phoneSchema,
} from "./registration.ts";

const page = z.coerce
  .number({ error: "page must be a whole number, 1 or more" })
  .int("page must be a whole number, 1 or more")
  .min(1, "page must be a whole number, 1 or more")
  .default(1);

export const USER_STATUS_FILTERS = ["all", "active", "disabled"] as const;
export const USER_SUBSCRIPTION_FILTERS = ["all", "with", "without"] as const;

/** getUsersList: the All Users list, filtered and paged in the database. */
export const userListQuerySchema = z.strictObject({
  page,
  status: z
    .enum(USER_STATUS_FILTERS, { error: 'status must be "all", "active" or "disabled"' })
    .default("all"),
  subscription: z
    .enum(USER_SUBSCRIPTION_FILTERS, { error: 'subscription must be "all", "with" or "without"' })
    .default("all"),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Members a page in the member search. */
export const MEMBER_SEARCH_PAGE_SIZE = 20;

/** Find anyone by part of a name, nickname, e-mail or phone (issue #21), best matches first. */
export const memberSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, "Enter part of a name, nickname, e-mail or phone to search.")
    .max(100, "Please keep the search to 100 characters or fewer."),
  page,
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

const SEARCH_FORMS = [
  z.strictObject({ email: z.string().trim().min(1, "Enter an e-mail address.").max(254) }),
  z.strictObject({ phone: z.string().trim().min(1, "Enter a phone number.").max(32) }),
  memberSearchQuerySchema,
] as const;
/** The field that names each search form, in the order of SEARCH_FORMS. */
const SEARCH_FIELDS = ["email", "phone", "q"] as const;

/**
 * Search by e-mail or by phone, an exact match after trimming (spec §5 Search), or by part of
 * anything (`q`). When no form fits, the caller hears what is wrong with the one they named.
 */
export const userSearchQuerySchema = z.union(SEARCH_FORMS, {
  error: (issue) => {
    const input: object =
      typeof issue.input === "object" && issue.input !== null ? issue.input : {};
    const named = SEARCH_FIELDS.filter((field) => field in input);
    const form = named.length === 1 ? SEARCH_FIELDS.indexOf(named[0]!) : undefined;
    const problem =
      form !== undefined && issue.code === "invalid_union"
        ? issue.errors[form]?.[0]?.message
        : undefined;
    return (
      problem ?? "Search with one of q (part of a name, nickname, e-mail or phone), email or phone."
    );
  },
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
/** The exact lookups by e-mail or by phone. */
export type UserLookupQuery = Exclude<UserSearchQuery, MemberSearchQuery>;

/**
 * What a search reads as: an e-mail when it has an @, a phone number when it is only digits,
 * spaces, dashes, brackets and a +, a name otherwise. Phones are then compared by their digits.
 */
export function memberSearchKind(text: string): "email" | "phone" | "name" {
  if (text.includes("@")) return "email";
  return /^[+\d\s()-]+$/.test(text) && /\d/.test(text) ? "phone" : "name";
}

export const wholeNumber = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(1_000_000, `${field} must be at most 1000000`);

/** An e-mail address, or "" for none: an account's sign-in and where its mail goes. */
const optionalEmail = z
  .string({ error: "The e-mail must be text" })
  .trim()
  .toLowerCase()
  .max(254, "Please keep the e-mail under 254 characters.")
  .refine((email) => email === "" || z.email().safeParse(email).success, {
    error: "Please enter a valid e-mail address, e.g. aina@example.com.",
  })
  .default("");

/**
 * `POST /api/admin/users`: the desk registers a walk-in (issue #69) by name and phone. An e-mail,
 * when they give one, is where they claim the account by choosing a password; it can be given
 * later too (adminUserUpdateSchema).
 */
export const walkInSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Please keep the name under 120 characters."),
  phone: phoneSchema,
  email: optionalEmail,
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** Edit User (spec §5 Edit user): name required, phone optional, credits a whole number ≥ 0. */
export const adminUserUpdateSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Please keep the name under 120 characters."),
  phone: z
    .string()
    .trim()
    .max(32, PHONE_TOO_LONG_MESSAGE)
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), {
      error: PHONE_INVALID_MESSAGE,
    })
    .default(""),
  /** Given to an account that has none yet (a walk-in's), which is then mailed its claim link. */
  email: optionalEmail,
  credits: wholeNumber("Credits", MIN_USER_CREDITS),
  /** Why the credits change; required when they do (issue #21), kept in the ledger entry. */
  creditsReason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(500, "The reason must be at most 500 characters.")
    .optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const userStatusSchema = z.strictObject({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});

/** The History dialog's chips (spec §2 Admin Users) and the activity types each shows. */
export const HISTORY_FILTERS = {
  all: { label: "All", types: null },
  bookings: { label: "Bookings", types: ["booking"] },
  recharge: { label: "Credit Recharge", types: ["recharge"] },
  usage: { label: "Credit Usage", types: ["usage"] },
  other: { label: "Other", types: ["login", "credits", "package", "profile", "settings"] },
} as const;
export type HistoryFilter = keyof typeof HISTORY_FILTERS;

export const userHistoryQuerySchema = z.strictObject({
  type: z
    .enum(Object.keys(HISTORY_FILTERS) as [HistoryFilter, ...HistoryFilter[]], {
      error: 'type must be "all", "bookings", "recharge", "usage" or "other"',
    })
    .default("all"),
  page,
});

/** A user as the admin screens show them. */
export interface AdminUser {
  id: string;
  name: string;
  nickname: string | null;
  /** Null for a walk-in registered without one (walkInSchema). */
  email: string | null;
  phone: string | null;
  role: "student" | "admin";
  credits: number;
  isActive: boolean;
  createdAt: string;
  subscription: SubscriptionSummary | null;
}

/** `GET /api/admin/users/search?q=…`: best matches first, MEMBER_SEARCH_PAGE_SIZE a page. */
export interface MemberSearchPage {
  users: AdminUser[];
  page: number;
  hasMore: boolean;
}

/** `GET /api/admin/users`. */
export interface UserListPage {
  users: AdminUser[];
  totalUsers: number;
  page: number;
  pageSize: number;
}

/** An entry of the audit trail, as the history and recent activity show it. */
/** What an activity was about (spec §3 Activity item details), read from the records it names. */
export type ActivityDetails =
  | {
      kind: "booking";
      startsAt: string;
      /** Unknown once the class is deleted. */
      endsAt: string | null;
      /** Null for a class without a tutor, or whose class was deleted. */
      tutorName: string | null;
      /** The studio's address. */
      location: string;
      status: BookingLabel;
    }
  | { kind: "credits"; amount: number; type: "credit" | "debit"; reasonLabel: string };

export interface ActivityItem {
  id: string;
  type: string;
  description: string;
  metadata: Record<string, unknown>;
  /** Null for what has no details to show (a sign-in, a profile change). */
  details: ActivityDetails | null;
  createdAt: string;
  actorName: string | null;
}

/** `GET /api/admin/users/:id`: the profile card, subscription and the 3 latest activities. */
export interface AdminUserDetail extends AdminUser {
  recentActivity: ActivityItem[];
}

/** `GET /api/admin/users/:id/history`. */
export interface HistoryPage {
  activities: ActivityItem[];
  page: number;
  hasMore: boolean;
}
