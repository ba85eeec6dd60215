import { eq } from "drizzle-orm";
import {
  type BookingPolicies,
  DEFAULT_BOOKING_POLICIES,
  type StudioIdentity,
  type StudioSettings,
} from "../../../shared/settings.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { studioSettings } from "../../db/schema/settings.ts";
import type { Settings } from "../../env.ts";

export const SETTINGS_ROW_ID = "studio";

/** The identity before the owner changes anything: the environment's STUDIO_* values. */
function defaultIdentity(env: Settings): StudioIdentity {
  return {
    name: env.STUDIO_NAME,
    tagline: env.STUDIO_TAGLINE,
    phone: env.STUDIO_PHONE,
    email: env.STUDIO_EMAIL,
    address: env.STUDIO_ADDRESS,
    directionsUrl: env.STUDIO_DIRECTIONS_URL,
    instagramUrl: env.STUDIO_INSTAGRAM_URL,
    facebookUrl: env.STUDIO_FACEBOOK_URL,
    youtubeUrl: env.STUDIO_YOUTUBE_URL,
    currency: env.STUDIO_CURRENCY,
    established: env.STUDIO_ESTABLISHED,
    aboutText: "",
  };
}

/** The saved booking policies over their defaults. */
export function withDefaultPolicies(
  saved: Partial<BookingPolicies> | null | undefined,
): BookingPolicies {
  return { ...DEFAULT_BOOKING_POLICIES, ...saved };
}

/** The saved settings over their defaults. */
export function withDefaults(
  row: typeof studioSettings.$inferSelect | undefined,
  env: Settings,
): StudioSettings {
  return {
    identity: { ...defaultIdentity(env), ...row?.identity },
    policies: withDefaultPolicies(row?.policies),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** The booking policies the owner saved (withDefaultPolicies completes them), as a statement. */
export function savedPoliciesQuery(db: Executor) {
  return db
    .select({ policies: studioSettings.policies })
    .from(studioSettings)
    .where(eq(studioSettings.id, constant(SETTINGS_ROW_ID)));
}

const bookingPoliciesStatement = builtPerConnection((db) =>
  named(savedPoliciesQuery(db), "booking_policies"),
);

/** The booking policies now, for a rule to apply inside the caller's transaction. */
export async function readBookingPolicies(db: Executor): Promise<BookingPolicies> {
  const [row] = await bookingPoliciesStatement(db).execute();
  return withDefaultPolicies(row?.policies);
}

/** What the studio runs on now. */
export async function readStudioSettings(db: Executor, env: Settings): Promise<StudioSettings> {
  const [row] = await db
    .select()
    .from(studioSettings)
    .where(eq(studioSettings.id, SETTINGS_ROW_ID));
  return withDefaults(row, env);
}
