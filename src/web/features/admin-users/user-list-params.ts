import {
  USER_STATUS_FILTERS,
  USER_SUBSCRIPTION_FILTERS,
  type UserListQuery,
} from "../../../shared/admin-users.ts";

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The All Users list's page and filters as the address holds them; anything odd is the default. */
export function userListQuery(params: URLSearchParams): UserListQuery {
  const page = Number(params.get("page"));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: oneOf(USER_STATUS_FILTERS, params.get("status"), "all"),
    subscription: oneOf(USER_SUBSCRIPTION_FILTERS, params.get("subscription"), "all"),
  };
}

/** The address for a list query: the defaults are left out, so the plain address is the default. */
export function userListParams(query: UserListQuery): Record<string, string> {
  return {
    ...(query.page > 1 ? { page: String(query.page) } : {}),
    ...(query.status !== "all" ? { status: query.status } : {}),
    ...(query.subscription !== "all" ? { subscription: query.subscription } : {}),
  };
}

/** 'Showing 31 to 45 of 45 users' (spec §2 Admin Users). */
export function showingUsers(page: number, pageSize: number, total: number): string {
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return `Showing ${first} to ${last} of ${total} users`;
}
