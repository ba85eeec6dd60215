/**
 * Keeps `value` under `key` as the newest of `kept`, dropping the oldest kept once there are
 * `limit`: what an instance keeps per range or key stays bounded, the ones asked for last kept.
 */
export function keepNewest<Key, Value>(
  kept: Map<Key, Value>,
  key: Key,
  value: Value,
  limit: number,
): void {
  kept.delete(key);
  if (kept.size >= limit) kept.delete(kept.keys().next().value as Key);
  kept.set(key, value);
}

/**
 * Values an app instance keeps while the change version they were read at still holds: asked with
 * a version read afresh (db/change-versions.ts), it forgets everything once that version is newer
 * than its own, and it keeps a value only if it was read after its own version was, so that what
 * it hands out is never older than the version its caller saw. Versions only go up. At most
 * `limit` values are kept; the oldest kept goes first.
 */
export function keptAtVersion<Key, Value>(limit: number) {
  let version = Number.NEGATIVE_INFINITY;
  const kept = new Map<Key, Value>();

  /** The value kept for `key`, or undefined, for a caller who read `seen` afresh. */
  const get = (key: Key, seen: number): Value | undefined => {
    if (seen > version) {
      kept.clear();
      version = seen;
    }
    return kept.get(key);
  };

  /** Whether a value is kept for `key`, at the version last seen (which may since have gone up). */
  const has = (key: Key): boolean => kept.has(key);

  /**
   * Keeps `value`, read after version `readAfter` was read (or with it, of one moment), unless a
   * newer one came since; a newer `readAfter` is the version from then on.
   */
  const keep = (key: Key, value: Value, readAfter: number): void => {
    if (readAfter > version) {
      kept.clear();
      version = readAfter;
    }
    if (readAfter !== version) return;
    keepNewest(kept, key, value, limit);
  };

  /**
   * The value kept for `key`, or else what `load` reads, kept: for a caller who read `seen`
   * afresh, before `load` reads.
   */
  const read = async (key: Key, seen: number, load: () => Promise<Value>): Promise<Value> => {
    const known = get(key, seen);
    if (known !== undefined) return known;
    const value = await load();
    keep(key, value, seen);
    return value;
  };

  return { get, has, keep, read };
}
