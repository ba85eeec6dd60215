import pg from "pg";
import { createCourse } from "/work/main/src/server/db/factories.ts";
import { signedInStudent } from "/work/main/src/server/testing/students.ts";
import { createTestApp } from "/work/main/src/server/testing/test-app.ts";

let counting = false;
const texts: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0] as string | { text?: string; name?: string };
    texts.push(typeof q === "string" ? q.slice(0, 70) : (q.name ?? "") + " " + (q.text ?? "").slice(0, 70));
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const app = await createTestApp({ kind: "postgres" });
const start = new Date(Date.now() + 3 * 86400_000);
const item = await createCourse(app.deps.db, { title: "Count", courseType: "Hatha Yoga", startsAt: start, endsAt: new Date(start.getTime() + 3600_000), totalSlots: 5, credits: 1 });
const student = await signedInStudent(app, { credits: 5 });
await student.client.get("/api/me/bookings?scope=upcoming&page=1");
counting = true;
const answer = await student.client.request("/api/bookings", { method: "POST", json: { courseId: item.id }, headers: { "Idempotency-Key": "k-1" } });
await new Promise((r) => setTimeout(r, 300));
counting = false;
console.log(answer.status, texts.length);
for (const t of texts) console.log("  ", t.replace(/\s+/g, " "));
await app.close();
process.exit(0);
