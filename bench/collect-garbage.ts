/** A full collection now, in a process started with --expose-gc (every bench server is). */
export function collectGarbage(): void {
  (globalThis.gc as (() => void) | undefined)?.();
}
