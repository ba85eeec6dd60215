import { addDaysToDay } from "../../../shared/day-range.ts";
import { toStudioDateInput } from "../../../shared/studio-format.ts";
import { studioDayBounds } from "../../../shared/studio-time.ts";

/**
 * When credits sold now with `validityDays` expire: at the end of the last studio day of their
 * validity (a 30-day pack bought on 1 Nov is good through 30 Nov); never without a validity.
 */
export function creditsExpireAt(
  now: Date,
  validityDays: number | null,
  timeZone: string,
): Date | null {
  if (validityDays === null) return null;
  const lastDay = addDaysToDay(toStudioDateInput(now, timeZone), validityDays - 1);
  return studioDayBounds(lastDay, timeZone).end;
}
