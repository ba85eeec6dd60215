/**
 * A burst's p99 moves by ±80 ms from one server to the next on two shared cores, more than most
 * changes move it: the burst benches meet their bursts on BENCH_BURST_ROUNDS servers in turn (3)
 * and print the median server's figures, with every server's p99 beside them.
 */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_BURST_ROUNDS)) || 3);

/** Figures chosen among the servers', with every server's p99, lowest first. */
export type Median<Figures> = Figures & { p99s: number[] };

/** `meet` run on ROUNDS servers one after another. */
export async function inRounds<Round>(meet: () => Promise<Round>): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await meet());
  return rounds;
}

/** The figures of the server whose p99 was the median (the lower of two middle ones). */
export function medianByP99<Figures extends { p99: number }>(figures: Figures[]): Median<Figures> {
  const byP99 = [...figures].sort((a, b) => a.p99 - b.p99);
  return { ...byP99[(byP99.length - 1) >> 1]!, p99s: byP99.map((one) => one.p99) };
}

/** The p99 printed, with every server's when several met the burst. */
export function p99Line(figures: Median<{ p99: number }>): string {
  const servers = figures.p99s.map((ms) => ms.toFixed(0)).join(", ");
  return `${figures.p99.toFixed(0)} ms${figures.p99s.length > 1 ? ` (${figures.p99s.length} servers: ${servers})` : ""}`;
}
