import { once } from "node:events";
import { readdirSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages.ts";
import { readDataLock } from "../db/data-lock.ts";
import { booking } from "../db/schema/courses.ts";
import { brokenInvariants } from "../testing/invariants.ts";
import { type StudioProcess, startStudio } from "./studio-process.ts";
import {
  memberHeaders,
  type SeededMember,
  seedClasses,
  seedMembers,
  storeKinds,
  storePerTest,
} from "./studio-store.ts";

interface SlowAnswer {
  status: number;
  connection: string | undefined;
  body: { message?: string; bookingId?: string };
}

/**
 * A booking whose body is sent in two halves, as a slow client sends it. With
 * `Expect: 100-continue` the server answers "100 Continue" once it has the request's head, so
 * `started` settles when the request is surely under way in the server.
 */
function slowBooking(studio: StudioProcess, member: SeededMember, courseId: string) {
  const body = JSON.stringify({ courseId });
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: "127.0.0.1",
    port: studio.port,
    path: "/api/bookings",
    method: "POST",
    // A connection of its own, kept alive after the answer as a browser's is.
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    headers: {
      ...memberHeaders(member),
      "content-length": String(Buffer.byteLength(body)),
      expect: "100-continue",
    },
  });
  const answer = new Promise<SlowAnswer>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.once("error", reject);
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(text),
        }),
      );
    });
  });
  // A request cut by the server must not end the test process with an unhandled rejection.
  answer.catch(() => {});
  const started = once(request, "continue").then(() => {
    request.write(body.slice(0, half));
  });
  request.flushHeaders();
  return { started, answer, finish: () => request.end(body.slice(half)) };
}

/** Whether a new connection to `port` is refused (polled until it is, or `withinMs` passes). */
async function refusesConnections(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", (error: NodeJS.ErrnoException) =>
        resolve(error.code === "ECONNREFUSED"),
      );
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** An idle keep-alive connection to the server: the socket, after one answered request. */
async function idleKeepAliveSocket(studio: StudioProcess) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port: studio.port, path: "/api/health", agent }, resolve)
      .once("error", reject),
  );
  // Taken now: once the answer is read, the socket goes back to the agent's pool of idle ones.
  const closed = once(response.socket, "close").then(() => true);
  response.resume();
  await once(response, "end");
  expect(response.headers.connection).toBe("keep-alive");
  return { closed, agent };
}

describe.each(storeKinds())("SIGTERM on %s", (kind) => {
  const newStore = storePerTest(kind);

  it("finishes the requests under way, refuses new connections and exits 0", {
    timeout: 60_000,
  }, async () => {
    const SLOW = 20;
    const store = await newStore();
    const seeding = await store.open();
    const students = await seedMembers(seeding, SLOW, { credits: 2 });
    const [item] = await seedClasses(seeding, 1, { totalSlots: SLOW, credits: 1 });
    await seeding.close();
    const studio = await startStudio(store.serverEnv);

    const idle = await idleKeepAliveSocket(studio);
    const slow = students.map((student) => slowBooking(studio, student, item!.id));
    await Promise.all(slow.map((request) => request.started));

    studio.signal("SIGTERM");
    expect(await refusesConnections(studio.port, 5_000)).toBe(true);
    // The idle keep-alive connection is closed; the requests under way hold the process.
    expect(await idle.closed).toBe(true);
    idle.agent.destroy();
    expect(studio.running()).toBe(true);

    for (const request of slow) request.finish();
    const answers = await Promise.all(slow.map((request) => request.answer));
    const answered = performance.now();
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 201,
        connection: "close",
        body: { message: MESSAGES.bookingConfirmed },
      });
    }
    expect(await studio.exited).toEqual({ code: 0, signal: null });
    const exitMs = performance.now() - answered;
    expect(exitMs).toBeLessThan(3_000);
    if (kind === "embedded") expect(readDataLock(store.dataDir)).toBe("");
    // Each answered booking's e-mail went out before the exit (no SMTP_URL: to the outbox).
    expect(readdirSync(join(store.dataDir, "outbox"))).toHaveLength(SLOW);

    const checking = await store.open();
    try {
      const rows = await checking.db.select().from(booking);
      expect(rows.map((row) => row.id).sort()).toEqual(
        answers.map((answer) => answer.body.bookingId).sort(),
      );
      expect(await brokenInvariants(checking.db)).toEqual({ balances: [], classes: [] });
    } finally {
      await checking.close();
    }
    console.info(`${kind}: exited ${Math.round(exitMs)} ms after the last answer`);
  });

  it.runIf(kind === "embedded")(
    "cuts a request that never ends after the 10 s deadline and exits 1",
    { timeout: 60_000 },
    async () => {
      const store = await newStore();
      const seeding = await store.open();
      const [student] = await seedMembers(seeding, 1, { credits: 2 });
      const [item] = await seedClasses(seeding, 1, { totalSlots: 5, credits: 1 });
      await seeding.close();
      const studio = await startStudio(store.serverEnv);

      const stuck = slowBooking(studio, student!, item!.id);
      await stuck.started;
      const signalled = performance.now();
      studio.signal("SIGTERM");
      await expect(stuck.answer).rejects.toThrow();
      expect(await studio.exited).toEqual({ code: 1, signal: null });
      const stopMs = performance.now() - signalled;
      expect(stopMs).toBeGreaterThan(9_000);
      expect(stopMs).toBeLessThan(15_000);
      // The stop still closed the database and gave the data folder back.
      expect(readDataLock(store.dataDir)).toBe("");
    },
  );
});
