import { performance } from "node:perf_hooks";
import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../src/server/db/client.ts";
import { createTutor } from "../src/server/db/factories.ts";
import { activity } from "../src/server/db/schema/activity.ts";
import { user } from "../src/server/db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../src/server/db/schema/courses.ts";
import { creditBatch, creditBatchMovement, creditEntry } from "../src/server/db/schema/credits.ts";
import { creditPack, receiptSeries, sale, saleRefund } from "../src/server/db/schema/sales.ts";
import { brokenBatchInvariants, brokenInvariants } from "../src/server/testing/invariants.ts";
import { createTestApp } from "../src/server/testing/test-app.ts";
import { PAYMENT_METHODS, YOGA_TYPES } from "../src/shared/constants.ts";
import { seededRandom } from "./seeded-random.ts";

/*
 * Five years of a busy studio (issue #25), built reproducibly from a seed: members, classes with
 * bookings, cancellations, attendance and waitlists, desk sales with receipts and refunds, the
 * ledger with its batches, and the activity trail. Rows are written in bulk rather than through
 * the use cases (hours, otherwise); the invariant checks then prove they hold as the app's own
 * writes would: credits = ledger = batches, slots = bookings.
 */

const DAY_MS = 86_400_000;

export interface HistoryScale {
  members: number;
  classes: number;
  years: number;
}

/**
 * Five years of the studio, and its first half-year: a tenth of the history at the same pace (a
 * week holds as many classes in both), so a page whose cost grows with history shows it.
 */
export const HISTORY_SCALES = {
  full: { members: 10_000, classes: 12_000, years: 5 },
  tenth: { members: 1_000, classes: 1_200, years: 0.5 },
} satisfies Record<string, HistoryScale>;

/** The one member of each history with a surname nobody else has: the rare name searched for. */
export const RARE_SURNAME = "Vanderpoel";

/**
 * The studio's regular: a member since its first day who comes three times a week, so their own
 * pages (My Bookings, the credit history, their activity) hold ten times as much at five years as
 * at the half-year, as a loyal member's do. Every other member takes places at random.
 */
const REGULAR = { index: 3, classesAWeek: 3 };

/** The seeded sequence with the picks the history makes of it. */
function randomFrom(seed: number) {
  const next = seededRandom(seed);
  const below = (n: number) => Math.floor(next() * n);
  const hex = (length: number) => Array.from({ length }, () => below(16).toString(16)).join("");
  return {
    next,
    below,
    chance: (p: number) => next() < p,
    /** A version-4-shaped id from the seeded sequence, so a rebuild gives the same ids. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + below(4)).toString(16)}${hex(3)}-${hex(12)}`,
  };
}

const FIRST_NAMES = [
  "Aisyah",
  "Nur",
  "Siti",
  "Mei Ling",
  "Priya",
  "Farah",
  "Daniel",
  "Wei Jie",
  "Arjun",
  "Hana",
  "Zara",
  "Amir",
  "Chloe",
  "Kavya",
  "Irfan",
  "Li Na",
  "Sofia",
  "Rahul",
  "Yasmin",
  "Jia Hui",
];
const LAST_NAMES = [
  "Rahman",
  "Tan",
  "Nair",
  "Wong",
  "Hassan",
  "Lim",
  "Abdullah",
  "Chong",
  "Kaur",
  "Ismail",
  "Lee",
  "Pillai",
  "Ng",
  "Osman",
  "Teo",
  "Raj",
  "Yusof",
  "Goh",
  "Menon",
  "Aziz",
];

/** Packs the desk sells in this history: credits, price in sen. */
const PACKS = [
  { name: "20-Credit Pack", credits: 10, priceSen: 18_000 },
  { name: "20-Class Pack", credits: 20, priceSen: 32_000 },
  { name: "30-Class Pack", credits: 30, priceSen: 42_000 },
];
const DESK_METHODS = PAYMENT_METHODS.filter((method) => method !== "FOC" && method !== "Online");

interface Batch {
  id: string;
  remaining: number;
}

interface Member {
  id: string;
  credits: number;
  batches: Batch[];
}

/** Rows of each table, written once everything is decided. */
class Rows {
  readonly tables = new Map<PgTable, Record<string, unknown>[]>();
  add(table: PgTable, row: Record<string, unknown>) {
    const rows = this.tables.get(table) ?? [];
    rows.push(row);
    this.tables.set(table, rows);
  }
}

/**
 * Writes the history into `db`, ending at `now`: classes from `years` back to two weeks
 * ahead. Answers how many rows of each kind were written.
 */
export async function buildStudioHistory(
  db: Database,
  options: HistoryScale & { seed: number; now: Date },
): Promise<Record<string, number>> {
  const random = randomFrom(options.seed);
  const rows = new Rows();
  const start = options.now.getTime() - options.years * 365 * DAY_MS;
  const end = options.now.getTime() + 14 * DAY_MS;

  const tutorIds: string[] = [];
  for (const name of [
    "Aisyah Rahman",
    "Daniel Tan",
    "Priya Nair",
    "Mei Ling Wong",
    "Farid Hassan",
    "Sofia Lim",
  ]) {
    tutorIds.push((await createTutor(db, { name, bio: `${name} teaches small groups.` })).id);
  }
  const packs = PACKS.map((pack) => ({ ...pack, id: random.uuid() }));
  for (const pack of packs) {
    rows.add(creditPack, { ...pack, validityDays: null, onSale: true, createdAt: new Date(start) });
  }

  const members: Member[] = [];
  for (let index = 0; index < options.members; index++) {
    const first = FIRST_NAMES[random.below(FIRST_NAMES.length)]!;
    const drawn = LAST_NAMES[random.below(LAST_NAMES.length)]!;
    const last = index === 7 ? RARE_SURNAME : drawn;
    const id = `member-${options.seed}-${index}`;
    members.push({ id, credits: 0, batches: [] });
    rows.add(user, {
      id,
      name: `${first} ${last}`,
      nickname: first,
      email: `${first.toLowerCase().replace(" ", ".")}.${last.toLowerCase()}.${index}@example.com`,
      emailVerified: true,
      phone: `+60 12-${String(1_000_000 + index).padStart(7, "0")}`,
      createdAt: new Date(
        index === REGULAR.index ? start : start + random.below(options.years * 365) * DAY_MS,
      ),
    });
  }

  const receiptYears = new Map<number, number>();
  const creditNoteYears = new Map<number, number>();
  const documentNumber = (numbers: Map<number, number>, prefix: string, at: number) => {
    const year = new Date(at + 8 * 3_600_000).getUTCFullYear();
    const next = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, next);
    return `${prefix}-${year}-${String(next).padStart(6, "0")}`;
  };

  /**
   * One ledger entry and its movements: credits into the given batches, or out of the member's
   * oldest batches first. Answers the movements, so a refund can return them where they came from.
   */
  const entry = (
    member: Member,
    delta: number,
    at: number,
    fields: Record<string, unknown>,
    into: [Batch, number][] = [],
  ): [Batch, number][] => {
    const id = random.uuid();
    rows.add(creditEntry, { id, userId: member.id, delta, createdAt: new Date(at), ...fields });
    const moved: [Batch, number][] = [...into];
    let owed = -delta;
    for (const from of delta < 0 ? member.batches : []) {
      const taken = Math.min(owed, from.remaining);
      if (taken === 0) continue;
      moved.push([from, -taken]);
      owed -= taken;
      if (owed === 0) break;
    }
    for (const [batch, credits] of moved) {
      batch.remaining += credits;
      rows.add(creditBatchMovement, {
        id: random.uuid(),
        entryId: id,
        batchId: batch.id,
        delta: credits,
      });
    }
    member.credits += delta;
    return moved;
  };

  const sell = (member: Member, at: number) => {
    const pack = packs[random.below(packs.length)]!;
    const saleId = random.uuid();
    const paymentMethod = DESK_METHODS[random.below(DESK_METHODS.length)]!;
    const amountSen = pack.priceSen;
    rows.add(sale, {
      id: saleId,
      receiptNumber: documentNumber(receiptYears, "R", at),
      userId: member.id,
      creditPackId: pack.id,
      item: pack.name,
      credits: pack.credits,
      amountSen,
      paymentMethod,
      createdAt: new Date(at),
    });
    const batch: Batch = { id: random.uuid(), remaining: 0 };
    member.batches.push(batch);
    entry(member, pack.credits, at, { reason: "credit_purchase", saleId, paymentMethod }, [
      [batch, pack.credits],
    ]);
    rows.add(creditBatch, {
      id: batch.id,
      userId: member.id,
      credits: pack.credits,
      remaining: 0,
      saleId,
      createdAt: new Date(at),
    });
    rows.add(activity, {
      userId: member.id,
      type: "recharge",
      description: `Bought ${pack.name} (${pack.credits} credits)`,
      metadata: { saleId },
      createdAt: new Date(at),
    });
    // A few sales are partly refunded in money, weeks later (the credits stay).
    if (random.chance(0.03)) {
      const refundAt = Math.min(at + (7 + random.below(30)) * DAY_MS, options.now.getTime());
      rows.add(saleRefund, {
        creditNoteNumber: documentNumber(creditNoteYears, "CN", refundAt),
        saleId,
        userId: member.id,
        amountSen: Math.round(amountSen / 4),
        credits: 0,
        reason: "Goodwill: a class the studio moved",
        createdAt: new Date(refundAt),
      });
    }
  };

  const studioClassesAWeek = (options.classes * 7 * DAY_MS) / (end - start);
  const regularComes = REGULAR.classesAWeek / studioClassesAWeek;
  const classTimes = Array.from(
    { length: options.classes },
    (_, index) => start + Math.floor(((end - start) * index) / options.classes),
  );
  for (const [index, slot] of classTimes.entries()) {
    // Classes start on the hour, between 7 am and 8 pm studio time.
    const startsAt = Math.floor(slot / 3_600_000) * 3_600_000;
    const hour = (new Date(startsAt).getUTCHours() + 8) % 24;
    const at = hour < 7 || hour > 20 ? startsAt + ((7 - hour + 24) % 24) * 3_600_000 : startsAt;
    const courseId = random.uuid();
    const totalSlots = 18 + random.below(13);
    const credits = 1 + random.below(2);
    const past = at < options.now.getTime();
    const wanted = Math.min(members.length, Math.round(totalSlots * (0.8 + random.next() * 0.6)));
    const takers = new Set<number>();
    if (random.chance(regularComes)) takers.add(REGULAR.index);
    while (takers.size < wanted) takers.add(random.below(members.length));
    let filled = 0;
    for (const taker of takers) {
      const member = members[taker]!;
      if (filled >= totalSlots) {
        // Full: the rest wait in line (still waiting for a class ahead, dropped once it ran).
        rows.add(waitlistEntry, {
          courseId,
          userId: member.id,
          // Once the class has run, the line is closed.
          status: past ? "closed" : "waiting",
          joinedAt: new Date(at - (1 + random.below(5)) * DAY_MS),
          endedAt: past ? new Date(at) : null,
        });
        continue;
      }
      const bookedAt = at - (1 + random.below(10)) * DAY_MS;
      if (member.credits < credits) sell(member, bookedAt - 3_600_000);
      const bookingId = random.uuid();
      const cancelled = random.chance(0.1);
      const late = cancelled && random.chance(0.3);
      const attended = past && !cancelled && random.chance(0.9);
      rows.add(booking, {
        id: bookingId,
        userId: member.id,
        courseId,
        status: cancelled ? "cancelled" : "booked",
        paidWith: "credits",
        creditsPaid: credits,
        attended,
        noShow: past && !cancelled && !attended,
        createdAt: new Date(bookedAt),
        cancelledAt: cancelled ? new Date(bookedAt + DAY_MS / 2) : null,
        cancelledLate: late,
        refunded: cancelled && !late,
      });
      const spent = entry(member, -credits, bookedAt, {
        reason: "class_booking",
        bookingId,
        courseId,
      });
      rows.add(activity, {
        userId: member.id,
        type: "booking",
        description: "Booked a class",
        metadata: { bookingId, courseId },
        createdAt: new Date(bookedAt),
      });
      if (cancelled && !late) {
        const back = spent.map(([batch, taken]): [Batch, number] => [batch, -taken]);
        entry(
          member,
          credits,
          bookedAt + DAY_MS / 2,
          {
            reason: "class_cancellation",
            bookingId,
            courseId,
          },
          back,
        );
      }
      if (!cancelled) filled += 1;
    }
    const type = YOGA_TYPES[index % YOGA_TYPES.length]!;
    rows.add(course, {
      id: courseId,
      title: `${type} ${hour < 12 ? "Morning" : "Evening"}`,
      courseType: type,
      startsAt: new Date(at),
      endsAt: new Date(at + 3_600_000),
      tutorId: tutorIds[index % tutorIds.length]!,
      totalSlots,
      slotsFilled: filled,
      credits,
      createdAt: new Date(at - 30 * DAY_MS),
    });
  }

  // The cached balances and the batches' remaining credits, as the ledger left them.
  const balances = new Map(members.map((member) => [member.id, member]));
  for (const row of rows.tables.get(user) ?? [])
    row.credits = balances.get(row.id as string)!.credits;
  const remaining = new Map(
    members.flatMap((member) => member.batches.map((batch) => [batch.id, batch.remaining])),
  );
  for (const row of rows.tables.get(creditBatch) ?? [])
    row.remaining = remaining.get(row.id as string);
  for (const [numbers, series] of [
    [receiptYears, "R"],
    [creditNoteYears, "CN"],
  ] as const) {
    for (const [year, lastNumber] of numbers) rows.add(receiptSeries, { series, year, lastNumber });
  }

  // Parents before children, in batches a statement can carry.
  const order: PgTable[] = [
    creditPack,
    user,
    course,
    sale,
    saleRefund,
    creditBatch,
    booking,
    waitlistEntry,
    creditEntry,
    creditBatchMovement,
    activity,
    receiptSeries,
  ];
  const written: Record<string, number> = {};
  for (const table of order) {
    const all = rows.tables.get(table) ?? [];
    for (let from = 0; from < all.length; from += 1_000) {
      await db.insert(table).values(all.slice(from, from + 1_000));
    }
    written[getTableName(table)] = all.length;
  }
  return written;
}

/** `node --import tsx bench/studio-history.ts [tenth|full]`: builds it once, timed and checked. */
async function main() {
  const scaleName = (process.argv[2] ?? "tenth") as keyof typeof HISTORY_SCALES;
  const scale = HISTORY_SCALES[scaleName];
  if (!scale) throw new Error(`Scale must be one of ${Object.keys(HISTORY_SCALES).join(", ")}`);
  const testApp = await createTestApp({
    kind: process.env.TEST_DATABASE_URL ? "postgres" : "embedded",
  });
  try {
    const started = performance.now();
    const now = new Date();
    const written = await buildStudioHistory(testApp.deps.db, { ...scale, seed: 2026, now });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`built ${scaleName} in ${seconds} s:`, written);
    console.info("invariants:", await brokenInvariants(testApp.deps.db));
    console.info("batches:", await brokenBatchInvariants(testApp.deps.db, now));
  } finally {
    await testApp.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
