import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** Automatic backups are named by their studio day; others (taken by hand) are left alone. */
const DAILY_BACKUP = /^studio-daily-(\d{4}-\d{2}-\d{2})\.json\.gz$/;

export function dailyBackupFileName(day: string): string {
  return `studio-daily-${day}.json.gz`;
}

/**
 * The studio day whose daily backup is due at `now`: today once its hour has come in studio
 * time, before that yesterday (so a studio whose app was off at the hour gets it on start).
 */
export function dueBackupDay(now: Date, timeZone: string, hour: number): string {
  const local = new TZDate(now, timeZone);
  const day =
    local.getHours() >= hour
      ? local
      : new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - 1, timeZone);
  return format(day, "yyyy-MM-dd");
}

/** The daily backups among `names` beyond the newest `keep`, to delete. */
export function dailyBackupsBeyond(names: string[], keep: number): string[] {
  return names
    .filter((name) => DAILY_BACKUP.test(name))
    .sort()
    .reverse()
    .slice(keep);
}
