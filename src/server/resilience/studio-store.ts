import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import { afterEach } from "vitest";
import type { Auth } from "../auth/create-auth.ts";
import { composeDeps } from "../compose.ts";
import type { Database } from "../db/client.ts";
import { stopServerLeftIn } from "../db/embedded-server.ts";
import { createCourse, createTutor, createUser } from "../db/factories.ts";
import { openStudioDatabase } from "../db/open-studio-database.ts";
import { readSettings } from "../env.ts";
import { sessionCookieFor } from "../testing/sessions.ts";
import { TEST_ORIGIN } from "../testing/test-app.ts";
import { killAllStudios } from "./studio-process.ts";

const SECRET = "resilience-secret-that-is-at-least-32-characters";
const PASSWORD = "a-good-passphrase-42";
const HOUR = 3_600_000;

/** The embedded server in the data folder, or a database of its own on TEST_DATABASE_URL's server. */
export type StoreKind = "embedded" | "postgres";

/** The stores a resilience test runs on: embedded always, PostgreSQL with TEST_DATABASE_URL. */
export function storeKinds(): StoreKind[] {
  return process.env.TEST_DATABASE_URL ? ["embedded", "postgres"] : ["embedded"];
}

/**
 * Where a server under test keeps its data: a data folder (the embedded server's cluster in it)
 * or, for PostgreSQL, a database of its own on TEST_DATABASE_URL's server (the data folder then
 * only holds the outbox). The test opens it directly, as the server does, to seed before a start
 * and to check after a stop.
 */
export interface StudioStore {
  kind: StoreKind;
  dataDir: string;
  /** The environment a server on this store is started with. */
  serverEnv: Record<string, string>;
  /** The store opened by the test. Embedded, it takes the data folder's lock: no server may run. */
  open(): Promise<OpenStore>;
  /** Removes the data folder and drops the database. */
  destroy(): Promise<void>;
}

export interface OpenStore {
  db: Database;
  auth: Auth;
  close(): Promise<void>;
}

export async function createStudioStore(kind: StoreKind): Promise<StudioStore> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-resilience-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (kind === "postgres") {
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
    databaseName = `studio_resilience_${randomUUID().replace(/-/g, "")}`;
    await adminQuery(serverUrl, `create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const serverEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    BETTER_AUTH_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  return {
    kind,
    dataDir,
    serverEnv,
    async open() {
      const settings = readSettings({
        NODE_ENV: "test",
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        ...serverEnv,
      });
      const log = pino({ level: "silent" });
      const database = await openStudioDatabase(settings, log, 5);
      const deps = await composeDeps({ settings, database, log, secret: SECRET });
      return { db: database.db, auth: deps.auth, close: () => database.close() };
    },
    async destroy() {
      // A studio killed with SIGKILL leaves its embedded server running.
      await stopServerLeftIn(dataDir, pino({ level: "silent" }));
      rmSync(dataDir, { recursive: true, force: true });
      if (serverUrl && databaseName) {
        await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
      }
    },
  };
}

async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface SeededMember {
  userId: string;
  email: string;
  /** The `Cookie` header of a signed-in session. */
  cookie: string;
}

let memberCount = 0;

/**
 * `count` members with complete profiles and signed-in sessions, written as the app writes them
 * (credits only with their ledger entry). Made a few at a time.
 */
export async function seedMembers(
  store: OpenStore,
  count: number,
  options: { credits?: number; role?: "student" | "admin" } = {},
): Promise<SeededMember[]> {
  const passwordHash = await (await store.auth.$context).password.hash(PASSWORD);
  const made: SeededMember[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async () => {
      const number = ++memberCount;
      const email = `member-${number}-${randomUUID().slice(0, 8)}@example.com`;
      const created = await createUser(store.db, store.auth, {
        email,
        password: PASSWORD,
        passwordHash,
        name: `Member ${number}`,
        nickname: `M${number}`,
        phone: `+60 13-${String(number).padStart(7, "0")}`,
        credits: options.credits ? { amount: options.credits } : undefined,
        role: options.role,
      });
      const [name, value] = await sessionCookieFor(store.auth, created.id);
      return { userId: created.id, email, cookie: `${name}=${value}` };
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** `count` classes two days ahead (bookable and cancellable), an hour apart. */
export async function seedClasses(
  store: OpenStore,
  count: number,
  spec: { totalSlots: number; credits: number },
) {
  const tutor = await createTutor(store.db, { name: "Aisyah", bio: "Teaches the tests." });
  const classes = [];
  for (let index = 0; index < count; index++) {
    const startsAt = new Date(Date.now() + (48 + index) * HOUR);
    classes.push(
      await createCourse(store.db, {
        title: `Resilience Flow ${index + 1}`,
        courseType: "Vinyasa Flow",
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        tutorId: tutor.id,
        totalSlots: spec.totalSlots,
        credits: spec.credits,
      }),
    );
  }
  return classes;
}

/** `member` signed in anew on the studio at `url`, as a browser does: with a new session. */
export async function signedInAgain(url: string, member: SeededMember): Promise<SeededMember> {
  const answer = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: member.email, password: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  return { ...member, cookie };
}

/** Headers of a signed-in browser on the site posting JSON. */
export function memberHeaders(member: SeededMember): Record<string, string> {
  return { cookie: member.cookie, origin: TEST_ORIGIN, "content-type": "application/json" };
}

/**
 * For a describe block whose tests each start studios on a store of their own: answers the
 * function that makes a test's store. After each test every studio it started is killed and its
 * store destroyed.
 */
export function storePerTest(kind: StoreKind): () => Promise<StudioStore> {
  let store: StudioStore | undefined;
  afterEach(async () => {
    await killAllStudios();
    await store?.destroy();
    store = undefined;
  });
  return async () => {
    store = await createStudioStore(kind);
    return store;
  };
}
