import { sql } from "drizzle-orm";
import { isMainModule } from "../scripts/is-main-module.ts";
import { queryRows } from "../src/server/db/client.ts";
import { user } from "../src/server/db/schema/auth.ts";
import { memberSearchRows } from "../src/server/features/admin-users/search-members.ts";
import { signedInAdmin } from "../src/server/testing/students.ts";
import { createTestApp, type DatabaseKind } from "../src/server/testing/test-app.ts";
import type { MemberSearchPage } from "../src/shared/admin-users.ts";
import { benchDatabases, DATABASE_NAMES } from "./cli.ts";
import { seededRandom } from "./seeded-random.ts";

/**
 * `npm run bench:search`: the admin's member search (issue #21) among 10 000 members. Makes the
 * members in a fresh database (the same ones every run: a fixed list of names and a seeded
 * generator), then times common and rare searches through the real app (in process, the admin's
 * session included) and the page's query alone, and prints the query's plan. On PostgreSQL too
 * with TEST_DATABASE_URL. BENCH_ROUNDS sets the timed runs per search (40).
 */
const MEMBERS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_UP = 3;

const FIRST_NAMES = [
  "Nurul Huda",
  "Siti Aminah",
  "Nur Aisyah",
  "Farah",
  "Aina",
  "Aïna",
  "Amira",
  "Hafiz",
  "Ahmad",
  "Muhammad Irfan",
  "Zulkifli",
  "Haziq",
  "Syafiq",
  "Aqilah",
  "Balqis",
  "Izzati",
  "Wei Ling",
  "Mei Ling",
  "Jia Hui",
  "Kah Wai",
  "Chee Keong",
  "Hui Min",
  "Jun Hao",
  "Xin Yi",
  "Zhi Wei",
  "Kavitha",
  "Priya",
  "Arjun",
  "Ravi",
  "Deepa",
  "Suresh",
  "Lakshmi",
  "Ganesh",
  "Chloé",
  "Zoë",
  "Renée",
  "José",
  "Thérèse",
  "Noël",
  "Raïssa",
];
const LAST_NAMES = [
  "binti Ahmad",
  "bin Ismail",
  "Hassan",
  "Rahman",
  "Abdullah",
  "Yusof",
  "Osman",
  "Aziz",
  "Tan",
  "Lim",
  "Wong",
  "Ng",
  "Chong",
  "Lee",
  "Teo",
  "Goh",
  "Ong",
  "Raj",
  "Nair",
  "Menon",
  "Pillai",
  "Subramaniam",
  "Krishnan",
  "Fernández",
  "D'Cruz",
];
const DOMAINS = ["gmail.com", "yahoo.com", "example.my"];
const PHONE_PREFIXES = ["12", "13", "16", "17", "19"];

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".");

function member(index: number, random: () => number) {
  const pickOf = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const first = pickOf(FIRST_NAMES);
  const last = pickOf(LAST_NAMES);
  // 7919 is prime to 10^7: every index has a number of its own, so phones stay unique.
  const digits = String((index * 7919 + 1_234_567) % 10_000_000).padStart(7, "0");
  return {
    id: `bench-member-${String(index).padStart(5, "0")}`,
    name: `${first} ${last}`,
    nickname: random() < 0.8 ? first.split(" ")[0]! : null,
    email: `${plain(first)}.${plain(last)}.${index}@${pickOf(DOMAINS)}`,
    phone: random() < 0.9 ? `+60${PHONE_PREFIXES[index % 5]}${digits}` : null,
    emailVerified: true,
  };
}

type Member = ReturnType<typeof member>;
/** A member's phone as a person types it: "+60 12-345 6789". */
const typedPhone = (phone: string) =>
  `${phone.slice(0, 3)} ${phone.slice(3, 5)}-${phone.slice(5, 8)} ${phone.slice(8)}`;

/** What the front desk types: common words, rare ones, phones and e-mails, and nobody. */
const SEARCHES: { label: string; q: string | ((members: Member[]) => string) }[] = [
  { label: "one letter (no trigram: every row read)", q: "a" },
  { label: "common surname", q: "tan" },
  { label: "common first name", q: "siti" },
  { label: "accent both ways", q: "aina" },
  { label: "two words", q: "wei ling lim" },
  { label: "rare name", q: "raissa krishnan" },
  { label: "phone digits", q: "0123" },
  { label: "exact phone, as typed", q: (members) => typedPhone(members[4321]!.phone!) },
  { label: "part of an e-mail", q: "@yahoo" },
  { label: "exact e-mail", q: (members) => members[5000]!.email },
  { label: "nobody", q: "xyzzy" },
];

const quantile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let round = 0; round < WARM_UP; round++) await run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

export interface SearchTiming {
  label: string;
  q: string;
  /** Members on the first page, and whether there are more. */
  firstPage: number;
  hasMore: boolean;
  api: number[];
  query: number[];
}

export interface MemberSearchBench {
  database: DatabaseKind;
  members: number;
  timings: SearchTiming[];
  plans: { q: string; plan: string }[];
}

export async function benchMemberSearch(database: DatabaseKind): Promise<MemberSearchBench> {
  const testApp = await createTestApp({ kind: database });
  try {
    const { db } = testApp.deps;
    const random = seededRandom(21);
    const rows = Array.from({ length: MEMBERS }, (_, index) => member(index, random));
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(user).values(rows.slice(start, start + 1000));
    }
    // As a running studio's table is: vacuumed (the trigram index's pending list of new rows
    // merged, else every search reads it), its statistics known.
    await queryRows(db, sql`vacuum analyze "user"`);
    const admin = (await signedInAdmin(testApp)).client;
    const searches = SEARCHES.map(({ label, q }) => ({
      label,
      q: typeof q === "string" ? q : q(rows),
    }));

    const timings: SearchTiming[] = [];
    for (const { label, q } of searches) {
      const path = `/api/admin/users/search?${new URLSearchParams({ q })}`;
      const answer = async () => {
        const response = await admin.get(path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        return (await response.json()) as MemberSearchPage;
      };
      const first = await answer();
      timings.push({
        label,
        q,
        firstPage: first.users.length,
        hasMore: first.hasMore,
        api: await timed(answer),
        query: await timed(() => memberSearchRows(db, { q, page: 1 })),
      });
    }

    const plans = [];
    for (const q of ["aina", "a"]) {
      const page = memberSearchRows(db, { q, page: 1 }).getSQL();
      const lines = await queryRows<{ "QUERY PLAN": string }>(
        db,
        sql`explain (analyze, buffers) ${page}`,
      );
      plans.push({ q, plan: lines.map((line) => line["QUERY PLAN"]).join("\n") });
    }
    return { database, members: MEMBERS, timings, plans };
  } finally {
    await testApp.close();
  }
}

export function formatMemberSearch({ database, members, timings, plans }: MemberSearchBench) {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const lines = [
    `member search on ${DATABASE_NAMES[database]}, ${members} members, ${ROUNDS} runs each (ms):`,
    `  ${"search".padEnd(46)} ${"found".padStart(6)}  API p50    p95  query p50    p95`,
  ];
  for (const timing of timings) {
    const found = `${timing.firstPage}${timing.hasMore ? "+" : ""}`;
    lines.push(
      `  ${`${timing.label}: "${timing.q}"`.padEnd(46)} ${found.padStart(6)} ${ms(quantile(timing.api, 0.5))} ${ms(quantile(timing.api, 0.95))}     ${ms(quantile(timing.query, 0.5))} ${ms(quantile(timing.query, 0.95))}`,
    );
  }
  for (const { q, plan } of plans) lines.push("", `plan of the page's query for "${q}":`, plan);
  return lines.join("\n");
}

if (isMainModule(import.meta.url)) {
  for (const database of benchDatabases()) {
    console.log(formatMemberSearch(await benchMemberSearch(database)));
  }
}
