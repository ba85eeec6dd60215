import type { Logger } from "pino";
import type { BackgroundTasks } from "./background-tasks.ts";

export interface RepeatingWork {
  /** Something to do has committed: start a round now rather than at the next look. */
  kick(): void;
  /** No more looks; a round under way is background work, which a stop waits for. */
  stop(): void;
}

/**
 * Runs `round` now and then (every `everyMs`) and whenever kicked, one round at a time per
 * instance; a kick during a round makes another follow it, so nothing committed meanwhile waits
 * for the next look. A failed round is logged as `failure` and tried again at the next look.
 */
export function startRepeatingWork(options: {
  round: () => Promise<void>;
  everyMs: number;
  log: Logger;
  failure: string;
  background: BackgroundTasks;
}): RepeatingWork {
  const { round, everyMs, log, failure, background } = options;
  let underWay = false;
  let again = false;

  const rounds = async () => {
    do {
      again = false;
      await round();
    } while (again);
  };
  const kick = () => {
    if (underWay) {
      again = true;
      return;
    }
    underWay = true;
    background.run(
      rounds()
        .catch((error: unknown) => log.error({ err: error }, failure))
        .finally(() => {
          underWay = false;
        }),
    );
  };
  const every = setInterval(kick, everyMs);
  every.unref();
  return { kick, stop: () => clearInterval(every) };
}
