import { sql } from "drizzle-orm";
import type pg from "pg";
import { type Database, openPostgres, queryRows } from "../src/server/db/client.ts";
import { anotherInstance } from "../src/server/testing/another-instance.ts";
import { TEST_ORIGIN, type TestApp } from "../src/server/testing/test-app.ts";

/** A page to read the plans of, and who reads it. */
export interface PlannedPage {
  name: string;
  path: string;
  cookie: string;
}

/** A statement as PostgreSQL ran it for one answer: how long it took and its plan. */
export interface StatementPlan {
  ms: number;
  /** auto_explain's text: the statement, then its plan with actual times and buffers. */
  plan: string;
}

/** One page's statements, slowest first: for its first answer and for the answer after it. */
export interface PagePlans {
  name: string;
  first: StatementPlan[];
  after: StatementPlan[];
}

/**
 * PostgreSQL's auto_explain, loaded by every new session of the database, sends each statement's
 * plan (with its actual times and buffers) to the client as a notice.
 */
const AUTO_EXPLAIN: Record<string, string> = {
  session_preload_libraries: "auto_explain",
  "auto_explain.log_min_duration": "0",
  "auto_explain.log_analyze": "on",
  "auto_explain.log_buffers": "on",
  "auto_explain.log_level": "notice",
  client_min_messages: "notice",
};

const DURATION = /^duration: ([\d.]+) ms\s+plan:\s*/;

/** The node-postgres pool under a Drizzle database (its `$client`). */
const poolOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client;

/**
 * The plans of the statements each page runs, read through another app instance on a connection
 * of its own that PostgreSQL explains (the instances' own connections are left as they are): its
 * first answer, made with nothing kept, and the answer after it, with what the first kept.
 * Asked after the loads, so the explaining costs them nothing. What the instance shares with the
 * studio's (the studio settings' reader) reads on the studio's connections, unexplained.
 */
export async function pagePlans(testApp: TestApp, pages: PlannedPage[]): Promise<PagePlans[]> {
  const { db } = testApp.deps;
  const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  const quoted = `"${current!.name.replaceAll('"', '""')}"`;
  const settings = Object.entries(AUTO_EXPLAIN);
  for (const [setting, value] of settings) {
    await db.execute(sql.raw(`alter database ${quoted} set ${setting} = '${value}'`));
  }
  const explained = await openPostgres(poolOf(db).options.connectionString!, 1);
  try {
    let notices: StatementPlan[] = [];
    const heard = new WeakSet<pg.PoolClient>();
    poolOf(explained.db).on("acquire", (client) => {
      if (heard.has(client)) return;
      heard.add(client);
      client.on("notice", (notice) => {
        const ms = DURATION.exec(notice.message ?? "");
        if (ms) notices.push({ ms: Number(ms[1]), plan: notice.message!.replace(DURATION, "") });
      });
    });
    const instance = (await anotherInstance(testApp, explained.db)).app;
    const answer = async ({ path, cookie }: PlannedPage) => {
      notices = [];
      const response = await instance.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      return notices.sort((a, b) => b.ms - a.ms);
    };
    const plans: PagePlans[] = [];
    for (const page of pages) {
      plans.push({ name: page.name, first: await answer(page), after: await answer(page) });
    }
    return plans;
  } finally {
    await explained.close();
    for (const [setting] of settings) {
      await db.execute(sql.raw(`alter database ${quoted} reset ${setting}`));
    }
  }
}
