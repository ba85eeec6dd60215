import type { StudioSettings } from "../../../shared/settings.ts";
import { baseUrl, type Settings } from "../../env.ts";
import type { CalendarStudio } from "./build-booking-calendar.ts";

/** Where the studio's identity is read: the app's dependencies have both. */
export interface StudioSource {
  studioSettings: () => Promise<StudioSettings>;
  settings: Settings;
}

/** The studio as its calendar entries give it now: its saved name, address and e-mail, its zone. */
export async function readCalendarStudio(deps: StudioSource): Promise<CalendarStudio> {
  const { identity } = await deps.studioSettings();
  return {
    studioName: identity.name,
    studioAddress: identity.address,
    studioEmail: identity.email,
    timeZone: deps.settings.STUDIO_TIME_ZONE,
    appUrl: baseUrl(deps.settings),
  };
}
