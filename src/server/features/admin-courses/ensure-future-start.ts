import { AppError } from "../../errors.ts";

/** Classes are published ahead: a start that is not after `now` is refused. */
export function ensureFutureStart(startsAt: Date, now: Date): void {
  if (startsAt <= now) {
    throw new AppError("start_in_past", "The class must start in the future.", 400);
  }
}
