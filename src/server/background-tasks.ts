/**
 * Work that outlives the request that started it (a booking's e-mail). A stop waits for it before
 * the database closes, so an answered booking's mail is not lost to a deploy.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  /** Tracks `task`, which handles (and logs) its own failure: a stop only waits for it. */
  run(task: Promise<void>): void {
    const tracked = task.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once every task started so far has finished. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
