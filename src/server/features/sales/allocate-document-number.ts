import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { queryRows, type Transaction } from "../../db/client.ts";

/** Receipts (R) and the credit notes of refunds (CN): each its own series of numbers a year. */
export type DocumentSeries = "R" | "CN";

/**
 * The next number of a series in the studio's year of `now`: R-2026-000123. Taken inside the
 * sale's or refund's transaction, on a row that stays locked until it commits, so a number is
 * never given twice, and a rolled-back sale gives its number back: the series has no gaps.
 */
export async function allocateDocumentNumber(
  tx: Transaction,
  input: { series: DocumentSeries; now: Date; timeZone: string },
): Promise<string> {
  const year = new TZDate(input.now, input.timeZone).getFullYear();
  const [row] = await queryRows<{ lastNumber: number }>(
    tx,
    sql`insert into receipt_series (series, year, last_number) values (${input.series}, ${year}, 1)
        on conflict (series, year) do update set last_number = receipt_series.last_number + 1
        returning last_number as "lastNumber"`,
  );
  return `${input.series}-${year}-${String(row!.lastNumber).padStart(6, "0")}`;
}
