/**
 * Runs at most `limit` pieces of work at once; the rest wait their turn in the order they came.
 * Work that waits holds nothing: no connection, no lock.
 */
export function inTurns(limit: number): <Result>(work: () => Promise<Result>) => Promise<Result> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const finished = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (work) => {
    if (running < limit) running += 1;
    else await new Promise<void>((takeTurn) => waiting.push(takeTurn));
    try {
      return await work();
    } finally {
      finished();
    }
  };
}
