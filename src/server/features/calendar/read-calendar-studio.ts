import type { AppDeps } from "../../context.ts";
import { baseUrl } from "../../env.ts";
import type { CalendarStudio } from "./build-booking-calendar.ts";

/** The studio as its calendar entries give it now: its saved name, address and e-mail, its zone. */
export async function readCalendarStudio(
  deps: Pick<AppDeps, "studioSettings" | "settings">,
): Promise<CalendarStudio> {
  const { identity } = await deps.studioSettings();
  return {
    studioName: identity.name,
    studioAddress: identity.address,
    studioEmail: identity.email,
    timeZone: deps.settings.STUDIO_TIME_ZONE,
    appUrl: baseUrl(deps.settings),
  };
}
