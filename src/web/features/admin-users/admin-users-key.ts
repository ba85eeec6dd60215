/** Every admin query about users: a change to one user (an edit, a recharge) refreshes them all. */
export const ADMIN_USERS_KEY = ["admin", "users"] as const;
