/** Every admin query about sales: a sale or a refund refreshes them all. */
export const ADMIN_SALES_KEY = ["admin", "sales"] as const;
