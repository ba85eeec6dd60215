import type { BookingPolicies, StudioIdentity } from "./settings.ts";
import type { ZoneOffsets } from "./studio-time.ts";

/**
 * The studio's identity and booking policies as the web app receives them from `GET /api/studio`:
 * the settings as the owner saved them (src/shared/settings.ts), with what the server's
 * environment decides.
 */
export interface StudioInfo extends StudioIdentity {
  timeZone: string;
  /** The zone's offsets around today, by which a page reads the studio's wall clock without Intl. */
  zoneOffsets: ZoneOffsets;
  googleSignIn: boolean;
  /** Whether students can pay online (Stripe keys set, issue #24): the Buy buttons show. */
  onlinePayments: boolean;
  policies: BookingPolicies;
}

/**
 * The id of the element in which the server sends the settings with the page
 * (`<script type="application/json">`), sparing the browser a request before it can draw.
 */
export const STUDIO_SETTINGS_ELEMENT_ID = "studio-settings";

/**
 * Draws a public page for a first visit (`src/web/prerender.tsx`, built to dist/ssr): its HTML,
 * or undefined for an address it does not draw.
 */
export type PageRenderer = (url: string, studio: StudioInfo) => Promise<string | undefined>;
