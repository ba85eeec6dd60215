import type { Executor } from "./client.ts";

/**
 * A statement built once for each database connection rather than at each use. Drizzle builds a
 * statement's SQL afresh every time one is made, walking its whole tree (~0.1–0.4 ms of the app's
 * thread a statement, a quarter of the app's work for a page of My Bookings or the users list in
 * bench:history), and a statement prepared on the pool cannot run inside a transaction, which holds a
 * connection of its own. A transaction's statement is bound to that connection, which the pool
 * lends again and again: so it is kept with the connection, and a later transaction on it runs
 * the same one. `build` must take every value that varies as a placeholder (`sql.placeholder`),
 * given at `execute`.
 */
export function builtPerConnection<Statement>(
  build: (executor: Executor) => Statement,
): (executor: Executor) => Statement {
  const built = new WeakMap<object, Statement>();
  return (executor) => {
    const connection = connectionOf(executor);
    let statement = built.get(connection);
    if (statement === undefined) {
      statement = build(executor);
      built.set(connection, statement);
    }
    return statement;
  };
}

/**
 * What the executor's statements run on: the pool for the database, the lent connection for a
 * transaction (drizzle's session keeps it as `client`; its savepoints share it). A connection the
 * pool drops is forgotten with it.
 */
function connectionOf(executor: Executor): object {
  return (executor._.session as unknown as { client: object }).client;
}
