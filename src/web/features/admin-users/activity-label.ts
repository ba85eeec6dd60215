import type { ActivityType } from "../../../shared/constants.ts";

const LABELS: Record<ActivityType, string> = {
  login: "Sign-in",
  booking: "Booking",
  recharge: "Credit Recharge",
  usage: "Credit Usage",
  credits: "Credit Adjustment",
  package: "Package",
  profile: "Account",
  settings: "Studio Settings",
};

/** The kind of an activity in the studio's words; a kind this screen does not know reads as is. */
export function activityLabel(type: string): string {
  return LABELS[type as ActivityType] ?? type;
}
