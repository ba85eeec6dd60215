import type { Database } from "../db/client.ts";
import { booking } from "../db/schema/courses.ts";
import { creditEntry } from "../db/schema/credits.ts";
import type { StudioProcess } from "./studio-process.ts";
import { memberHeaders, type SeededMember } from "./studio-store.ts";

/**
 * Book, cancel and recharge requests fired by several workers at once at a running server, each
 * answer written down: what the server acknowledged (2xx), what it refused (with the code), and
 * what got no answer because the server died under it. After `killAfter` acknowledged changes the
 * server (or, when told, its database) is killed with SIGKILL while the other workers' requests
 * are still under way.
 */

export interface BookedEntry {
  userId: string;
  courseId: string;
  creditsPaid: number;
}

export interface Recharged {
  userId: string;
  amount: number;
  remark: string;
}

export interface Journal {
  booked: Map<string, BookedEntry>;
  /** Ids of acknowledged cancellations. */
  cancelled: Set<string>;
  recharged: Recharged[];
  /**
   * Requests that got no answer (or, once the database was killed, a 5xx): sent while the server
   * or its database was killed. They may or may not be in.
   */
  lost: { book: number; cancel: string[]; recharge: number };
  /** Refusals by error code (class full, already booked, not enough credits). */
  refused: Record<string, number>;
  /** Answers no rule explains: the test fails on any. */
  unexpected: string[];
}

export interface ChurnPlan {
  studio: StudioProcess;
  students: SeededMember[];
  admin: SeededMember;
  classes: { id: string }[];
  workers: number;
  killAfter: number;
  /** What is killed after `killAfter` acknowledged changes: the studio's process unless told. */
  kill?: () => void;
  /** Seeds the choice of operations, members and classes. */
  seed: number;
}

const EXPECTED_REFUSALS = new Set(["fully_booked", "already_booked", "insufficient_credits"]);

/** A small seeded generator (mulberry32): the same choices on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Answer {
  status: number;
  body: { error?: { code?: string; message?: string } } & Record<string, unknown>;
}

export async function churnUntilKilled(plan: ChurnPlan): Promise<Journal> {
  const { studio, students, admin, classes } = plan;
  const random = seededRandom(plan.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const journal: Journal = {
    booked: new Map(),
    cancelled: new Set(),
    recharged: [],
    lost: { book: 0, cancel: [], recharge: 0 },
    refused: {},
    unexpected: [],
  };
  /** Acknowledged bookings with no cancellation sent yet, and their owners. */
  const cancellable: { bookingId: string; member: SeededMember }[] = [];
  let acknowledged = 0;
  let killed = false;
  let remarks = 0;

  const acknowledge = () => {
    acknowledged += 1;
    if (acknowledged >= plan.killAfter && !killed) {
      killed = true;
      if (plan.kill) plan.kill();
      else studio.signal("SIGKILL");
    }
  };

  /** The answer, or null when the server died before answering. */
  const post = async (
    path: string,
    member: SeededMember,
    body: unknown,
  ): Promise<Answer | null> => {
    try {
      const response = await fetch(`${studio.url}${path}`, {
        method: "POST",
        headers: memberHeaders(member),
        body: JSON.stringify(body),
      });
      const text = await response.text();
      // The database died under the request: its transaction may or may not have committed.
      if (killed && response.status >= 500) return null;
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    } catch (error) {
      if (killed) return null;
      throw error;
    }
  };

  const unexpected = (what: string, answer: Answer) =>
    journal.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);

  const book = async () => {
    const member = pick(students);
    const courseId = pick(classes).id;
    const answer = await post("/api/bookings", member, { courseId });
    if (!answer) {
      journal.lost.book += 1;
    } else if (answer.status === 201) {
      const bookingId = String(answer.body.bookingId);
      journal.booked.set(bookingId, {
        userId: member.userId,
        courseId,
        creditsPaid: Number(answer.body.creditsPaid),
      });
      cancellable.push({ bookingId, member });
      acknowledge();
    } else if (answer.status === 409 && EXPECTED_REFUSALS.has(answer.body.error?.code ?? "")) {
      const code = answer.body.error!.code!;
      journal.refused[code] = (journal.refused[code] ?? 0) + 1;
    } else {
      unexpected("book", answer);
    }
  };

  const cancel = async () => {
    const [chosen] = cancellable.splice(Math.floor(random() * cancellable.length), 1);
    const { bookingId, member } = chosen!;
    const answer = await post(`/api/bookings/${bookingId}/cancel`, member, {});
    if (!answer) {
      journal.lost.cancel.push(bookingId);
    } else if (answer.status === 200) {
      journal.cancelled.add(bookingId);
      acknowledge();
    } else {
      unexpected(`cancel ${bookingId}`, answer);
    }
  };

  const recharge = async () => {
    const member = pick(students);
    const amount = 1 + Math.floor(random() * 3);
    const remark = `churn ${plan.seed}-${++remarks}`;
    const answer = await post("/api/admin/recharge", admin, {
      userId: member.userId,
      amount,
      paid: amount * 18,
      paymentMethod: "Cash",
      remark,
    });
    if (!answer) {
      journal.lost.recharge += 1;
    } else if (answer.status === 200) {
      journal.recharged.push({ userId: member.userId, amount, remark });
      acknowledge();
    } else {
      unexpected("recharge", answer);
    }
  };

  const worker = async () => {
    while (!killed && journal.unexpected.length === 0) {
      const roll = random();
      if (roll < 0.25 && cancellable.length > 0) await cancel();
      else if (roll < 0.45) await recharge();
      else await book();
    }
  };
  await Promise.all(Array.from({ length: plan.workers }, worker));
  return journal;
}

/**
 * Every acknowledged change that is not in the database as acknowledged: a booking with its
 * ledger entry, a cancellation with its refund, a recharge with its entry. Answers the problems.
 */
export async function missingAcknowledged(db: Database, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  const bookings = new Map((await db.select().from(booking)).map((row) => [row.id, row]));
  const entries = await db.select().from(creditEntry);
  const entriesOf = (bookingId: string, reason: string) =>
    entries.filter((entry) => entry.bookingId === bookingId && entry.reason === reason);
  const lostCancels = new Set(journal.lost.cancel);

  for (const [bookingId, booked] of journal.booked) {
    const row = bookings.get(bookingId);
    if (!row || row.userId !== booked.userId || row.courseId !== booked.courseId) {
      problems.push(`acknowledged booking ${bookingId} is missing`);
      continue;
    }
    const paid = entriesOf(bookingId, "class_booking");
    if (paid.length !== 1 || paid[0]!.delta !== -booked.creditsPaid) {
      problems.push(`acknowledged booking ${bookingId} has ledger ${JSON.stringify(paid)}`);
    }
    const cancelled = journal.cancelled.has(bookingId);
    // A cancellation lost in the kill may or may not have been committed; an answered one must be.
    if (row.status !== (cancelled ? "cancelled" : "booked") && !lostCancels.has(bookingId)) {
      problems.push(`acknowledged booking ${bookingId} is ${row.status}`);
    }
    if (cancelled) {
      const refunded = entriesOf(bookingId, "class_cancellation");
      if (refunded.length !== 1 || refunded[0]!.delta !== booked.creditsPaid) {
        problems.push(
          `acknowledged cancellation ${bookingId} has ledger ${JSON.stringify(refunded)}`,
        );
      }
    }
  }
  for (const recharged of journal.recharged) {
    const found = entries.filter((entry) => entry.remark === recharged.remark);
    const [entry] = found;
    if (
      found.length !== 1 ||
      entry!.userId !== recharged.userId ||
      entry!.delta !== recharged.amount ||
      entry!.reason !== "credit_purchase"
    ) {
      problems.push(
        `acknowledged recharge "${recharged.remark}" has ledger ${JSON.stringify(found)}`,
      );
    }
  }
  return problems;
}
