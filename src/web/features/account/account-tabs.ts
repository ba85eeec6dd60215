/** The three tabs of /me (spec §2 Profile), as the `tab` query parameter names them. */
export const ACCOUNT_TABS = ["overview", "bookings", "credits"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  overview: "Profile Overview",
  bookings: "My Bookings",
  credits: "Credits & Subscription",
};

/** The tab a `?tab=` value opens; anything unknown (or nothing) opens the overview. */
export function accountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? "overview";
}

/** The address of a tab of /me, for links from other pages: '/me?tab=credits'. */
export function accountTabPath(tab: AccountTab): string {
  return tab === "overview" ? "/me" : `/me?tab=${tab}`;
}
