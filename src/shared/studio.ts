import type { StudioClass, Tutor } from "./classes.ts";
import type { PackageOffer } from "./packages.ts";
import type { CreditPackOffer } from "./sales.ts";
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
 * The id of the element in which the server sends, with a page it drew, what the drawing was made
 * of (`PageDrawing.data`), so that the browser takes the drawing over without asking again.
 */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/** The public data a page's drawing may show, read by the server as a visitor gets it. */
export interface PageReads {
  /** The classes of [from, to) as `GET /api/classes` answers a visitor. */
  visitorClasses(from: Date, to: Date): Promise<StudioClass[]>;
  /** The studio's tutors, as `GET /api/tutors` answers. */
  tutors(): Promise<Tutor[]>;
  /** The packages on sale, as `GET /api/packages` answers. */
  packages(): Promise<PackageOffer[]>;
  /** The credit packs on sale, as `GET /api/credit-packs` answers. */
  creditPacks(): Promise<CreditPackOffer[]>;
}

/** A public page drawn on the server for a first visit. */
export interface PageDrawing {
  html: string;
  /** What the drawing shows of the studio's data and the time it was drawn at, as JSON. */
  data: string;
}

/**
 * Draws a public page for a first visit as it looks at `now` (`src/web/prerender.tsx`, built to
 * dist/ssr), or gives undefined for an address it does not draw.
 */
export type PageRenderer = (
  url: string,
  studio: StudioInfo,
  reads: PageReads,
  now: Date,
) => Promise<PageDrawing | undefined>;
