import { cpus, loadavg, totalmem } from "node:os";
import { bookingBurst, echoBurst, formatBurst, formatEchoBurst } from "./booking-burst.ts";
import { classListing, formatListing, signedInPages } from "./class-listing.ts";
import { benchDatabases, megabytes, togetherLine } from "./cli.ts";
import { firstLoadJs, formatFirstLoad } from "./first-load-js.ts";
import { formatHistoryPages, historyPages, slowestPages } from "./history-pages.ts";
import { formatLighthouse, lighthouseScores } from "./lighthouse.ts";
import { p99Line } from "./rounds.ts";
import { formatStartTimes, startTimes } from "./start-times.ts";
import { formatWaitlistBurst, waitlistBurst } from "./waitlist-burst.ts";

/**
 * `npm run bench`: every figure of DESIGN.md §8 in one run on this machine (after `npm run build`,
 * which the npm script runs first): first-load JavaScript, the class listing beside a bare Hono
 * hello-world, every page people use at five years of history and at its first half-year
 * (bench/history-pages.ts), the booking burst, the server's memory after the load, the start
 * times and Lighthouse. The listing and the history pages on PostgreSQL with TEST_DATABASE_URL or
 * BENCH_DATABASE_URL (a scratch database is made and dropped), on the embedded server otherwise;
 * the burst on both. Other work on the machine slows every figure: the load average is printed at
 * the start and at the end so that a disturbed run shows.
 */
const heading = (title: string) => console.log(`\n== ${title}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const processors = cpus();
console.log(
  `npm run bench, ${new Date().toISOString()}: ${processors.length} × ${processors[0]?.model.trim() ?? "?"}, ` +
    `${megabytes(totalmem())} memory, Node ${process.version}; load average ${load()} at the start`,
);

heading("first-load JavaScript (gzip)");
const firstLoads = firstLoadJs();
for (const page of firstLoads) console.log(formatFirstLoad(page));

heading("class listing");
const listing = await classListing();
console.log(formatListing(listing));

heading("pages at five years of history");
const history = await historyPages();
console.log(formatHistoryPages(history));

heading("booking burst");
console.log(formatEchoBurst(await echoBurst()));
const bursts = [];
for (const database of benchDatabases()) {
  const burst = await bookingBurst(database);
  bursts.push(burst);
  console.log(formatBurst(burst));
}

heading("waitlist burst");
for (const database of benchDatabases()) {
  console.log(formatWaitlistBurst(await waitlistBurst(database)));
}

heading("start times");
const starts = await startTimes();
console.log(formatStartTimes(starts));

heading("Lighthouse (mobile, median run)");
const scores = await lighthouseScores((page) => console.log(formatLighthouse(page)));

heading("summary");
const ratio = (figure: number) =>
  `${((100 * figure) / listing.hello.requestsPerSecond).toFixed(1)} %`;
console.log(
  [
    `class listing on ${listing.database}: visitor ${listing.visitor.requestsPerSecond.toFixed(0)} req/s (${ratio(listing.visitor.requestsPerSecond)} of hello-world; ` +
      `${ratio(listing.visitorUncompressed.requestsPerSecond)} taking no compression), ` +
      `student ${listing.student.requestsPerSecond.toFixed(0)} req/s (${ratio(listing.student.requestsPerSecond)}), ` +
      `signed-in timetable as the site fetches it ${signedInPages(listing).toFixed(0)} pages/s (${((100 * signedInPages(listing)) / listing.visitor.requestsPerSecond).toFixed(0)} % of the visitor's), ` +
      `hello-world ${listing.hello.requestsPerSecond.toFixed(0)} req/s`,
    ...bursts.map(
      (burst) =>
        `booking burst on ${burst.database}: ${burst.cold.booked}, ${burst.warm.booked} and ${burst.newConnections.booked} booked, p99 ${p99Line(burst.cold)} just started, ${p99Line(burst.warm)} running, ${p99Line(burst.newConnections)} running on new connections, ${burst.broken.length === 0 ? "invariants hold" : "INVARIANTS BROKEN"}`,
    ),
    slowestPages(history),
    `server memory (the app's RSS, with its embedded PostgreSQL's PSS): ${togetherLine(listing.memory.studio)} after the listing load on ${listing.database}, ` +
      bursts
        .map((burst) => `${togetherLine(burst.memory)} after the burst on ${burst.database}`)
        .join(", "),
    formatStartTimes(starts),
    `first-load JS: ${firstLoads.map((page) => `${page.path} ${(page.gzipBytes / 1024).toFixed(1)} kB`).join(", ")}`,
    `Lighthouse performance: ${scores.map((page) => `${page.path} ${page.performance}`).join(", ")}`,
    `load average ${load()} at the end`,
  ].join("\n"),
);
