import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "./client.ts";

export interface TableLinks {
  name: string;
  /** The other tables its foreign keys point to. */
  parents: string[];
}

/**
 * The tables in an order in which each comes after every table it points to, so rows can be
 * written table by table under foreign keys that are checked at once. Ties keep the name order.
 */
export function parentsFirst(tables: TableLinks[]): string[] {
  const waiting = new Map(tables.map((table) => [table.name, new Set(table.parents)]));
  const ordered: string[] = [];
  while (waiting.size > 0) {
    const ready = [...waiting]
      .filter(([, parents]) => [...parents].every((parent) => !waiting.has(parent)))
      .map(([name]) => name)
      .sort();
    if (ready.length === 0) {
      throw new Error(`the foreign keys of ${[...waiting.keys()].join(", ")} form a cycle`);
    }
    for (const name of ready) {
      waiting.delete(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/**
 * Tables whose rows triggers keep up to date as other tables change (the version counters of
 * db/change-versions.ts, the report's kept days, the ledger's totals, the members' counts of
 * bookings): a restore writes them after the rest, once those triggers have run, so that they end
 * as they were backed up.
 */
export const TRIGGER_KEPT_TABLES: readonly string[] = [
  "timetable_version",
  "sign_in_version",
  "booking_version",
  "sales_version",
  "report_day",
  "report_days_version",
  "credit_reason_total",
  "member_booking_count",
];

/** The studio's tables (schema public; the migrations' own table lives apart), parents first. */
export async function studioTables(db: Executor): Promise<string[]> {
  const links = await queryRows<TableLinks>(
    db,
    sql`select c.relname::text as name,
          coalesce(array_agg(distinct p.relname::text) filter (where p.relname <> c.relname), '{}') as parents
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
        left join pg_class p on p.oid = k.confrelid
        where c.relkind = 'r'
        group by c.relname`,
  );
  return parentsFirst(links);
}

/** How many rows each table holds. */
export async function countRows(db: Executor, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

const ROWS_PER_INSERT = 1_000;

/**
 * Writes rows read by readRows back into a table of the same shape, each value as it was. Columns
 * generated from others (the member search's) are left to the database, which refuses them.
 */
export async function insertRows(db: Executor, table: string, rows: unknown[]): Promise<void> {
  const written = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = quote_ident(${table})::regclass and attnum > 0
          and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  const columns = sql.join(
    written.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns})
          select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json)`,
    );
  }
}

/**
 * Sets each identity column of `tables` to hand out numbers past its rows' own, once rows were
 * written back with theirs. A database the rows did not come from would start at 1: a student
 * joining a line after a restore (the line's order is its `line`) would stand ahead of everyone
 * already waiting.
 */
export async function restartIdentities(db: Executor, tables: string[]): Promise<void> {
  const identities = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
        where c.relname = any(${sql.param(tables)}::text[]) and n.nspname = current_schema()
          and a.attidentity <> '' and not a.attisdropped`,
  );
  for (const { table, column } of identities) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}),
          coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
          false)`,
    );
  }
}
