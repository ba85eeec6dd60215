/** One confirmed change (a sale, a refund): its Idempotency-Key and the call it was made for. */
export interface RequestAttempt {
  key: string;
  request: string;
}

/**
 * The attempt a confirm press makes. Pressing again after a failure with the same figures is a
 * retry of the same change: it reuses the key, so the server makes it at most once even if the
 * first answer was lost. Changed figures are a new change with a new key.
 */
export function attemptFor(
  previous: RequestAttempt | null,
  body: unknown,
  newKey: () => string,
): RequestAttempt {
  const request = JSON.stringify(body);
  return previous?.request === request ? previous : { key: newKey(), request };
}
