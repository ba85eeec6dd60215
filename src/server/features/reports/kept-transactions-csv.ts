import { transactionsCsv } from "../../../shared/reports.ts";
import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keptAtVersion } from "../../db/kept-at-version.ts";
import { listTransactions } from "./list-transactions.ts";
import { rangeInstants } from "./range-instants.ts";

/** Ranges' files kept at once: the few an owner downloads in a sitting (at most ~0.5 MB each). */
const KEPT_FILES = 4;

/**
 * The transactions CSV of a range of studio days, kept in this app instance while nothing on its
 * lines can have changed: no sale or refund (the sales' version, migration 0025) and no member's
 * or staff member's name or e-mail (the sign-ins' version, 0023) changed since it was read. A
 * year's file is ~4 300 lines; written afresh it costs the app ~30 ms and the database ~12 ms,
 * which ten downloads at once queue behind one another.
 */
export function createKeptTransactionsCsv(db: Executor) {
  const kept = keptAtVersion<string, Uint8Array<ArrayBuffer>>(KEPT_FILES);
  return async (
    versions: ChangeVersions,
    range: { from: string; to: string },
    timeZone: string,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    // Both versions only go up, so their sum goes up whenever either does.
    const version = versions.sales + versions.signIns;
    const key = `${range.from}/${range.to}/${timeZone}`;
    const known = kept.get(key, version);
    if (known) return known;
    const { transactions } = await listTransactions(db, {
      instants: rangeInstants(range, timeZone),
    });
    // Kept encoded: a hit then sends the bytes as they are.
    const file = new TextEncoder().encode(transactionsCsv(transactions, timeZone));
    kept.keep(key, file, version);
    return file;
  };
}

export type KeptTransactionsCsv = ReturnType<typeof createKeptTransactionsCsv>;
