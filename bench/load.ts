import autocannon from "autocannon";
import type { CpuMs } from "./server-calls.ts";
import type { ServerProcess } from "./server-process.ts";

/**
 * A steady load on one address of a server under test: autocannon with `CONNECTIONS` connections,
 * a warm-up, then `SECONDS` measured (BENCH_SECONDS, 10). Latencies are taken from every answer, so
 * any percentile can be read (autocannon's own summary has no p95).
 */
export const CONNECTIONS = 10;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARM_UP_SECONDS = 2;

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server process's CPU time per answer, in ms: steadier than req/s on a busy machine. */
  cpuPerRequest: number;
  /** The database processes' CPU time per answer, in ms. */
  databaseCpuPerRequest: number;
  /** Answers that were not 2xx, and connection errors. */
  failed: number;
}

/** The value below which `fraction` of the sorted values lie. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

function run(options: autocannon.Options, onAnswer: (ms: number) => void = () => {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on("response", (_client, _status, _bytes, ms: number) => onAnswer(ms));
  });
}

/**
 * The database's CPU time from one sample to the next: what each process used meanwhile, all of
 * it for a process started meanwhile (a backend that ended meanwhile loses its last share).
 */
export function databaseCpuBetween(before: CpuMs, after: CpuMs): number {
  let used = 0;
  for (const [pid, ms] of Object.entries(after.database))
    used += ms - (before.database[Number(pid)] ?? 0);
  return used;
}

export async function load(
  server: ServerProcess,
  path: string,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const url = `${server.base}${path}`;
  await run({ url, headers, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const latencies: number[] = [];
  const cpuBefore = await server.call("cpu");
  const result = await run({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (ms) =>
    latencies.push(ms),
  );
  const cpuAfter = await server.call("cpu");
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    cpuPerRequest: (cpuAfter.app - cpuBefore.app) / Math.max(1, result.requests.total),
    databaseCpuPerRequest:
      databaseCpuBetween(cpuBefore, cpuAfter) / Math.max(1, result.requests.total),
    failed: result.non2xx + result.errors,
  };
}

/** A latency as printed: whole milliseconds above 10, one decimal below. */
export const milliseconds = (ms: number) => (ms >= 10 ? ms.toFixed(0) : ms.toFixed(1));
