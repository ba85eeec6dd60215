import { type TransactionPage, transactionsCsv } from "../../../shared/reports.ts";
import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keptAtVersion } from "../../db/kept-at-version.ts";
import { countTransactions, listTransactions } from "./list-transactions.ts";
import { rangeInstants } from "./range-instants.ts";

/** Ranges' files kept at once: the few an owner downloads in a sitting (at most ~0.5 MB each). */
const KEPT_FILES = 4;

/** Ranges' counts kept at once: every range an owner pages through in a sitting. */
const KEPT_COUNTS = 64;

type Range = { from: string; to: string };

/**
 * The report's transactions (issue #23) as this app instance keeps them while nothing in them can
 * have changed. A range's count of sales and refunds is kept while the sales' version holds
 * (migration 0025: any change to a sale or a refund): a page then reads only its own lines, and
 * its cost does not grow with the range's. A range's CSV file is kept while the sign-ins' version
 * holds too, since its lines carry members' and staff members' names and e-mails: a year's is
 * ~4 300 lines, which cost the app ~30 ms and the database ~12 ms to write afresh, queued behind
 * one another when ten are asked for at once.
 */
export function createKeptTransactions(db: Executor) {
  const files = keptAtVersion<string, Uint8Array<ArrayBuffer>>(KEPT_FILES);
  const counts = keptAtVersion<string, number>(KEPT_COUNTS);
  return {
    /** One page of the range's transactions, newest first, with the range's count. */
    async page(
      versions: ChangeVersions,
      range: Range,
      timeZone: string,
      page: { number: number; size: number },
    ): Promise<TransactionPage> {
      const instants = rangeInstants(range, timeZone);
      const key = `${instants.start.getTime()}/${instants.end.getTime()}`;
      const total = await counts.read(key, versions.sales, () => countTransactions(db, instants));
      const listed = await listTransactions(db, { instants, page: { ...page, total } });
      return { ...range, page: page.number, pageSize: page.size, ...listed };
    },

    /** The range's transactions as a CSV file, encoded. */
    async csv(
      versions: ChangeVersions,
      range: Range,
      timeZone: string,
    ): Promise<Uint8Array<ArrayBuffer>> {
      // Both versions only go up, so their sum goes up whenever either does.
      const version = versions.sales + versions.signIns;
      return files.read(`${range.from}/${range.to}/${timeZone}`, version, async () => {
        const { transactions } = await listTransactions(db, {
          instants: rangeInstants(range, timeZone),
        });
        return new TextEncoder().encode(transactionsCsv(transactions, timeZone));
      });
    },
  };
}

export type KeptTransactions = ReturnType<typeof createKeptTransactions>;
