import { is, Param, Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A named statement: parsed once by each connection, and planned once too, which PostgreSQL does
 * only when its generic plan, made without the values, costs no more than the plans it makes for
 * each execution's values. Two things made every execution of the studio's statements planned
 * afresh (seen in the plans bench:history writes with BENCH_PLANS_DIR):
 * - a constant of the code bound as a parameter (`status = $1` for 'booked') hides from the
 *   generic plan the partial indexes made for that value, so it costs more than a plan for the
 *   values: write such constants with `constant`;
 * - an array's length is known to a plan for the values and not to the generic plan (ten, it
 *   assumes), so a batch of a few costs less planned afresh: take a batch with `batchOf`.
 *
 * Refuses a statement that binds a string or a boolean other than its placeholders, so that no
 * such constant slips back in unseen. Numbers pass: Drizzle binds a limit's, which does not keep
 * the generic plan out (a number compared with a column, as in a partial index's `remaining > 0`,
 * is written with `constant` all the same).
 */
export function named<Prepared extends { getQuery(): { params: unknown[] } }>(
  query: { prepare(name: string): Prepared },
  name: string,
): Prepared {
  // Checked on what was prepared: Drizzle builds a statement's SQL afresh each time it is asked
  // for it, a cost each connection pays once per statement (built-per-connection.ts).
  const prepared = query.prepare(name);
  const bound = prepared
    .getQuery()
    .params.filter((param) => !isPlaceholder(param) && typeof param !== "number");
  if (bound.length > 0) {
    throw new Error(
      `the named statement ${name} binds ${bound.map(String).join(", ")}: write a constant with constant(), a value that varies with sql.placeholder()`,
    );
  }
  return prepared;
}

/** A placeholder as a statement's parameters hold it: itself, or in a column's value (an insert's). */
function isPlaceholder(param: unknown): boolean {
  return is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));
}

/** A value of the code written into a statement's text as a literal, not bound as a parameter. */
export function constant(value: string | number | boolean): SQL {
  return sql`${value}`.inlineParams();
}

/** `column in (…)`, the values of the code written into the statement's text as constants. */
export function isOneOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => constant(value)),
    sql`, `,
  )})`;
}

/**
 * The array placeholder `name` of a statement that reads a batch, as `(select $n::type[])`: its
 * length is then as unknown to a plan for the values as to the generic plan, which both assume.
 * The cast after it keeps `= any(…)` comparing with the array's elements, not with a sub-select's
 * rows.
 */
export function batchOf(name: string, type: "text" | "uuid"): SQL {
  const arrayType = sql.raw(`${type}[]`);
  return sql`(select ${sql.placeholder(name)}::${arrayType})::${arrayType}`;
}
