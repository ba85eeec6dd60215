/**
 * The requests an instance is answering. Background work that can wait a moment (sending the
 * queued e-mails) asks for a quiet moment first, so that a burst of requests is answered before
 * the work it queued is done.
 */
export interface RequestsUnderWay {
  begin(): void;
  end(): void;
  /**
   * Resolves once no request has been under way for the instance's settling time, or after
   * `longestMs` however busy the instance is.
   */
  quiet(longestMs: number): Promise<void>;
}

/**
 * `settleMs`: how long the instance must have answered everything before it counts as quiet. A
 * burst arrives in waves: between two of them no request may be under way for a moment.
 */
export function requestsUnderWay(settleMs: number): RequestsUnderWay {
  let count = 0;
  let settling: NodeJS.Timeout | undefined;
  const waiting = new Set<() => void>();
  const wakeAll = () => {
    settling = undefined;
    for (const wake of waiting) wake();
  };
  return {
    begin() {
      count += 1;
      if (settling === undefined) return;
      clearTimeout(settling);
      settling = undefined;
    },
    end() {
      count -= 1;
      if (count === 0 && waiting.size > 0) settling = setTimeout(wakeAll, settleMs);
    },
    quiet(longestMs) {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, longestMs);
        waiting.add(wake);
        if (count === 0 && settling === undefined) settling = setTimeout(wakeAll, settleMs);
      });
    },
  };
}
