/** Resolves once the event loop has handled everything that arrived in its current turn. */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Shares one read among callers, but never hands a caller a read that began before it asked: a
 * caller who comes while a read runs waits for the next one. A read begins at the end of the event
 * loop's turn, and only once the one before has ended, so it serves every caller of that turn and
 * of the read before. Each caller sees every change acknowledged before it asked, and a crowd of
 * callers costs about one read per read's duration instead of one each. Beginning at once instead
 * left about two requests to a read under load, each read a database round trip that the
 * visitors' timetable paid for in about a sixth of its throughput.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  let next: Promise<T> | null = null;
  const begin = () => {
    next = null;
    const reading = read();
    previous = reading;
    return reading;
  };
  return () => {
    next ??= previous.then(endOfTurn, endOfTurn).then(begin);
    return next;
  };
}

/**
 * A shared fresh read for each key (sharedFreshRead, one per key), kept only while a caller of
 * its key waits: the reads of different keys go side by side, those of one key one at a time.
 */
export function sharedFreshReadPerKey<Key, Value>(
  read: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const shared = new Map<Key, { read: () => Promise<Value>; callers: number }>();
  return async (key) => {
    let reader = shared.get(key);
    if (!reader) {
      reader = { read: sharedFreshRead(() => read(key)), callers: 0 };
      shared.set(key, reader);
    }
    reader.callers += 1;
    try {
      return await reader.read();
    } finally {
      reader.callers -= 1;
      if (reader.callers === 0) shared.delete(key);
    }
  };
}

/**
 * Serves the keys asked for in one event-loop turn together: the batch begins at the end of the
 * turn, after every caller in it asked, so a crowd of callers costs one statement (or one
 * transaction) a turn instead of one each. A read so batched shows each caller every change
 * acknowledged before it asked; a write so batched is done after its caller asked, with the
 * others of its turn. `runMany` answers one value for each key, in the keys' order.
 *
 * By default a batch does not wait for the one before: every key is served once, however many
 * batches run. `oneAtATime` makes a batch begin only once the one before has ended, gathering
 * every key asked meanwhile: under load, fewer and larger batches, each holding one connection.
 */
export function batchedPerTurn<Key, Value>(
  runMany: (keys: Key[]) => Promise<Value[]>,
  { oneAtATime = false } = {},
): (key: Key) => Promise<Value> {
  let previous: Promise<unknown> = Promise.resolve();
  let gathering: { keys: Key[]; answers: Promise<Value[]> } | null = null;
  return (key) => {
    if (!gathering) {
      const keys: Key[] = [];
      const begin = oneAtATime ? previous.then(endOfTurn, endOfTurn) : endOfTurn();
      const answers = begin.then(async () => {
        gathering = null;
        const values = await runMany(keys);
        if (values.length !== keys.length) {
          throw new Error(`a batch answered ${values.length} values for ${keys.length} keys`);
        }
        return values;
      });
      if (oneAtATime) previous = answers;
      gathering = { keys, answers };
    }
    const position = gathering.keys.push(key) - 1;
    return gathering.answers.then((values) => values[position] as Value);
  };
}
