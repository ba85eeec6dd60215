import type { brokenInvariants } from "../src/server/testing/invariants.ts";
import type { PagePlans, PlannedPage } from "./statement-plans.ts";

/*
 * What a bench and the server process under load (bench/bench-server.ts) say to each other over
 * IPC, and the figures and fixtures they pass: apart, so the benches, the server and its studio
 * fixtures each import them without importing one another.
 */

/** What the server process serves (bench-server.ts). */
export type ServerApp = "hello" | "studio";

/**
 * CPU time used so far, in milliseconds (user and system): by the app's process, and by each of
 * the database's processes serving it, by process id (the embedded server's, or the PostgreSQL
 * backends connected to the scratch database; none for the hello-world). By process, because
 * backends come and go with the pool's connections.
 */
export interface CpuMs {
  app: number;
  database: Record<number, number>;
}

export interface MemoryFigures {
  /** Right after the load, garbage and all. */
  rss: number;
  /**
   * Once V8's memory reducer has collected after the load (it does by itself when allocation goes
   * quiet: it looks every 8 s) and the pages are given back: what the studio keeps between loads.
   * `settledAfterMs` is how long until its first collection, null when it made none within
   * SETTLE_LIMIT_MS (then `rssSettled` is read at the limit).
   */
  rssSettled: number;
  settledAfterMs: number | null;
  /** What V8 has taken for its heap (used or not); the rest of the RSS is code, buffers, malloc. */
  heapTotal: number;
  heapUsed: number;
  /** The heap still used after a full collection: what the app holds, not garbage. */
  heapHeld: number;
  /**
   * The embedded PostgreSQL server's processes, when the studio runs on it: their RSS added up
   * (which counts the shared buffers once per process) and their PSS (which shares them out).
   */
  database?: { rss: number; pss: number };
}

export interface MonthFixture {
  /** The range that holds every class, as the timetable asks for it. */
  from: string;
  to: string;
  classes: number;
  /** The session cookie of a student who booked some of the classes. */
  studentCookie: string;
}

export interface BurstFixture {
  /** Classes of the same size, one per burst. */
  courseIds: string[];
  /** One session cookie per student, each student with credits for two classes. */
  cookies: string[];
}

/** A full class whose line a crowd joins. */
export interface WaitlistBurstClass {
  courseId: string;
  /** The students holding the class's places, with their bookings. */
  holders: { cookie: string; bookingId: string }[];
}

export interface WaitlistBurstFixture {
  /** Full classes of the same size, one per crowd; the same students hold their places. */
  classes: WaitlistBurstClass[];
  /** One session cookie per student who will join the lines, each with credits for every class. */
  cookies: string[];
}

export interface WaitlistOutcome {
  /** How each place in the line stands, first first: waiting, booked… */
  statuses: string[];
  slotsFilled: number;
}

/** Five years of the studio, or its first half-year (bench/studio-history.ts), and who reads it. */
export interface HistoryFixture {
  /** Rows written, by table. */
  written: Record<string, number>;
  seconds: number;
  /** The member with the most bookings (the studio's regular: bench/studio-history.ts), signed in. */
  studentId: string;
  studentCookie: string;
  /** An administrator, signed in. */
  adminCookie: string;
  /** The class that ran last, with its roster. */
  rosterCourseId: string;
  /** The studio day the history ends on: YYYY-MM-DD. */
  today: string;
}

/** What a bench can ask of the server process. */
export interface ServerCalls {
  memory(): Promise<MemoryFigures>;
  cpu(): Promise<CpuMs>;
  /** The PostgreSQL backends serving the app, when it runs on a PostgreSQL server of its own. */
  databaseBackends(): Promise<number[]>;
  seedMonth(options: { classes: number }): Promise<MonthFixture>;
  seedHistory(scale: "tenth" | "full"): Promise<HistoryFixture>;
  /** The statements each page runs, with PostgreSQL's plans (bench/statement-plans.ts). */
  pagePlans(pages: PlannedPage[]): Promise<PagePlans[]>;
  seedBurst(options: { students: number; slots: number; classes: number }): Promise<BurstFixture>;
  seedWaitlistBurst(options: {
    students: number;
    slots: number;
    classes: number;
  }): Promise<WaitlistBurstFixture>;
  waitlistOutcome(courseId: string): Promise<WaitlistOutcome>;
  brokenInvariants(): Promise<Awaited<ReturnType<typeof brokenInvariants>>>;
  /** Resolves once every e-mail queued so far has been sent: the server at rest. */
  mailSent(): Promise<void>;
  /**
   * Hangs up every connection with no request under way, as a crowd of phones each opening its
   * own would find the server: none of theirs kept from before.
   */
  hangUpIdleConnections(): Promise<void>;
}

export interface CallMessage {
  id: number;
  name: keyof ServerCalls;
  args: unknown[];
}

export type ServerMessage =
  | { type: "ready"; port: number }
  | { type: "answer"; id: number; value: unknown }
  | { type: "failure"; id: number; error: string };
