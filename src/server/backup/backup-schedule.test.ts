import { describe, expect, it } from "vitest";
import { dailyBackupFileName, dailyBackupsBeyond, dueBackupDay } from "./backup-schedule.ts";

const KL = "Asia/Kuala_Lumpur";

describe("dueBackupDay", () => {
  it("is today in studio time once the hour has come, yesterday before it", () => {
    // 03:00 in Kuala Lumpur on 24 November is 19:00 UTC on the 23rd.
    expect(dueBackupDay(new Date("2026-11-23T18:59:59Z"), KL, 3)).toBe("2026-11-23");
    expect(dueBackupDay(new Date("2026-11-23T19:00:00Z"), KL, 3)).toBe("2026-11-24");
    expect(dueBackupDay(new Date("2026-11-23T15:59:59Z"), KL, 0)).toBe("2026-11-23");
    expect(dueBackupDay(new Date("2026-11-23T16:00:00Z"), KL, 0)).toBe("2026-11-24");
  });

  it("crosses a month and a year", () => {
    expect(dueBackupDay(new Date("2026-12-31T18:00:00Z"), KL, 3)).toBe("2026-12-31");
    expect(dueBackupDay(new Date("2026-12-31T20:00:00Z"), KL, 3)).toBe("2027-01-01");
    expect(dueBackupDay(new Date("2027-02-28T17:00:00Z"), KL, 3)).toBe("2027-02-28");
  });
});

describe("dailyBackupsBeyond", () => {
  it("keeps the newest daily backups and leaves those taken by hand", () => {
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"];
    const names = [
      ...days.map(dailyBackupFileName),
      "studio-2026-11-01T10-00-00Z.json.gz",
      "notes.txt",
    ];
    expect(dailyBackupsBeyond(names, 2)).toEqual([
      dailyBackupFileName("2026-11-21"),
      dailyBackupFileName("2026-11-20"),
    ]);
    expect(dailyBackupsBeyond(names, 14)).toEqual([]);
  });
});
