import type { Recharge } from "../../../shared/admin-users.ts";

/** One confirmed recharge: its Idempotency-Key and the call it was made for. */
export interface RechargeAttempt {
  key: string;
  request: string;
}

/**
 * The attempt a Confirm press makes. Pressing again after a failure with the same figures is a
 * retry of the same recharge: it reuses the key, so the server adds the credits at most once even
 * if the first answer was lost. Changed figures are a new recharge with a new key.
 */
export function attemptFor(
  previous: RechargeAttempt | null,
  recharge: Recharge,
  newKey: () => string,
): RechargeAttempt {
  const request = JSON.stringify(recharge);
  return previous?.request === request ? previous : { key: newKey(), request };
}
