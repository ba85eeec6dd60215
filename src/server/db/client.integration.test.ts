import pg from "pg";
import { describe, expect, it } from "vitest";
import { StudioPool } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("the studio's connection pool", () => {
  it("takes back a lent connection that the server ended, and serves the next query", async () => {
    const pool = new StudioPool({ connectionString: serverUrl, max: 1 });
    pool.on("error", () => {});
    try {
      const lent = await pool.connect();
      lent.on("error", () => {});
      const { rows } = await lent.query<{ pid: number }>("select pg_backend_pid() as pid");
      // Not events.once: the "error" that comes first would reject it.
      const ended = new Promise((resolve) => lent.once("end", resolve));
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await admin.end();
      await ended;

      // The holder has not released it (as when a transaction's BEGIN fails): the one place in
      // the pool is free again all the same.
      expect(pool.totalCount).toBe(0);
      expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      // And the holder's own release, coming late, changes nothing.
      lent.release();
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
