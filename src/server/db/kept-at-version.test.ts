import { describe, expect, it } from "vitest";
import { keepNewest, keptAtVersion } from "./kept-at-version.ts";

describe("values kept at a change version", () => {
  it("hands out what was kept while the version holds, and forgets it all once it goes up", () => {
    const sessions = keptAtVersion<string, string>(10);
    expect(sessions.get("token-a", 4)).toBeUndefined();
    sessions.keep("token-a", "Siti", 4);
    sessions.keep("token-b", "Aisyah", 4);
    expect(sessions.get("token-a", 4)).toBe("Siti");

    expect(sessions.get("token-a", 5)).toBeUndefined();
    expect(sessions.get("token-b", 5)).toBeUndefined();
  });

  it("does not keep a value read at a version older than the newest seen", () => {
    const sessions = keptAtVersion<string, string>(10);
    sessions.get("token-a", 4);
    // A request that saw version 5 has come and gone while this value was read after 4.
    sessions.get("token-b", 5);
    sessions.keep("token-a", "Siti as of 4", 4);
    expect(sessions.get("token-a", 5)).toBeUndefined();
  });

  it("answers a caller who read an older version with what was kept at the newer one", () => {
    const sessions = keptAtVersion<string, string>(10);
    sessions.get("token-a", 5);
    sessions.keep("token-a", "Siti as of 5", 5);
    expect(sessions.get("token-a", 4)).toBe("Siti as of 5");
  });

  it("takes a value read with a newer version, of one moment, as kept at that version", () => {
    const sessions = keptAtVersion<string, string>(10);
    sessions.get("token-a", 4);
    sessions.keep("token-a", "Siti as of 4", 4);
    expect(sessions.has("token-a")).toBe(true);
    // Read together with version 6: what was kept at 4 goes, this is kept at 6.
    sessions.keep("token-b", "Aisyah as of 6", 6);
    expect(sessions.has("token-a")).toBe(false);
    expect(sessions.get("token-b", 6)).toBe("Aisyah as of 6");
    expect(sessions.get("token-a", 6)).toBeUndefined();
  });

  it("keeps at most its limit, letting the oldest kept go first", () => {
    const sessions = keptAtVersion<string, number>(2);
    sessions.get("a", 1);
    sessions.keep("a", 1, 1);
    sessions.keep("b", 2, 1);
    sessions.keep("a", 10, 1);
    sessions.keep("c", 3, 1);
    expect([sessions.get("a", 1), sessions.get("b", 1), sessions.get("c", 1)]).toEqual([
      10,
      undefined,
      3,
    ]);
  });

  it("reads what is not kept, keeps it, and reads again once the version goes up", async () => {
    const answers = keptAtVersion<string, string>(10);
    let reads = 0;
    const load = async () => `week read ${++reads}`;
    expect(await answers.read("week", 4, load)).toBe("week read 1");
    expect(await answers.read("week", 4, load)).toBe("week read 1");
    expect(await answers.read("week", 5, load)).toBe("week read 2");
    expect(reads).toBe(2);
  });
});

describe("keeping the newest", () => {
  it("keeps at most the limit, dropping the one asked for longest ago", () => {
    const ranges = new Map<string, number>();
    keepNewest(ranges, "week 1", 1, 2);
    keepNewest(ranges, "week 2", 2, 2);
    keepNewest(ranges, "week 1", 10, 2);
    keepNewest(ranges, "week 3", 3, 2);
    expect([...ranges]).toEqual([
      ["week 1", 10],
      ["week 3", 3],
    ]);
  });
});
