import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createCourse, createTutor, createUser } from "../src/server/db/factories.ts";
import { brokenInvariants } from "../src/server/testing/invariants.ts";
import { sessionCookieFor } from "../src/server/testing/sessions.ts";
import { createTestApp, type DatabaseKind, testDatabases } from "../src/server/testing/test-app.ts";

/**
 * `npm run bench:booking`: 500 students book one 20-slot class at the same instant, through real
 * HTTP on loopback, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Prints successes, latency
 * and wall time, and checks that nothing overbooked.
 */
const STUDENTS = 500;
const SLOTS = 20;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

async function burst(kind: DatabaseKind) {
  const testApp = await createTestApp({ kind });
  const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { db, auth } = testApp.deps;
    const tutor = await createTutor(db, { name: "Bench Tutor", bio: "Teaches the burst." });
    const startsAt = new Date(Date.now() + 48 * 3_600_000);
    const item = await createCourse(db, {
      title: "Burst Flow",
      courseType: "Vinyasa Flow",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      tutorId: tutor.id,
      totalSlots: SLOTS,
      credits: 1,
    });
    const passwordHash = await (await auth.$context).password.hash("bench-password-1");
    const cookies: string[] = [];
    for (let index = 0; index < STUDENTS; index++) {
      const student = await createUser(db, auth, {
        email: `bench-${index}@example.com`,
        password: "bench-password-1",
        passwordHash,
        name: `Bench ${index}`,
        nickname: `B${index}`,
        phone: `+60 10-${String(index).padStart(7, "0")}`,
        credits: { amount: 2 },
      });
      cookies.push((await sessionCookieFor(auth, student.id)).join("="));
    }

    const started = performance.now();
    const results = await Promise.all(
      cookies.map(async (cookie) => {
        const sent = performance.now();
        const response = await fetch(`${base}/api/bookings`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ courseId: item.id }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      }),
    );
    const wall = performance.now() - started;
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const invariants = await brokenInvariants(db);
    const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409);
    console.log(
      [
        `${kind.padEnd(8)} ${STUDENTS} requests for ${SLOTS} slots:`,
        `${results.filter((result) => result.status === 201).length} booked`,
        `${results.filter((result) => result.status === 409).length} refused`,
        `${unexpected.length} other`,
        `p50 ${percentile(latencies, 0.5).toFixed(0)} ms`,
        `p99 ${percentile(latencies, 0.99).toFixed(0)} ms`,
        `wall ${wall.toFixed(0)} ms`,
        invariants.balances.length + invariants.classes.length === 0
          ? "invariants hold"
          : `INVARIANTS BROKEN ${JSON.stringify(invariants)}`,
      ].join(", "),
    );
  } finally {
    server.close();
    await testApp.close();
  }
}

for (const kind of testDatabases()) await burst(kind);
