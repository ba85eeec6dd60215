import { type SQL, sql } from "drizzle-orm";

/** A fixed vocabulary as the list of a check constraint's `in (…)`. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
}
