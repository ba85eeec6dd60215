import Download from "lucide-react/icons/download";
import { useId, useState } from "react";
import { Link } from "react-router";
import { formatRinggit } from "../../../shared/money.ts";
import type { Transaction } from "../../../shared/reports.ts";
import { PAYMENT_METHOD_LABELS } from "../../../shared/sales.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { DataTable } from "../../components/ui/data-table.tsx";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { showingTransactions, transactionsCsvUrl } from "./report-range.ts";
import { useTransactions } from "./use-transactions.ts";

const HEADERS = ["When", "Number", "Student", "Item", "Credits", "Method", "Amount", "Staff"];

function TransactionRow({ row, timeZone }: { row: Transaction; timeZone: string }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3 whitespace-nowrap">{formatStudioDateTime(row.at, timeZone)}</td>
      <th scope="row" className="px-4 py-3 text-start font-medium whitespace-nowrap">
        <Link
          to={`/admin/sales/${row.saleId}`}
          aria-label={`${row.kind === "sale" ? "Receipt" : "Credit note"} ${row.number}`}
          className="text-sage-800 underline underline-offset-2 hover:text-sage-900"
        >
          {row.number}
        </Link>
      </th>
      <td className="px-4 py-3">
        <span className="block">{row.student.name}</span>
        <span className="block text-xs text-ink-muted">{row.student.email}</span>
      </td>
      <td className="px-4 py-3">
        <span className="block">{row.item}</span>
        {row.kind === "refund" && (
          <span className="block text-xs text-ink-muted">
            Refund of {row.receiptNumber}: {row.reason}
          </span>
        )}
      </td>
      <td className="px-4 py-3 tabular-nums">{row.credits}</td>
      <td className="px-4 py-3 whitespace-nowrap">{PAYMENT_METHOD_LABELS[row.paymentMethod]}</td>
      <td
        className={`px-4 py-3 whitespace-nowrap tabular-nums ${row.amountSen < 0 ? "text-clay-700" : ""}`}
      >
        {formatRinggit(row.amountSen)}
      </td>
      <td className="px-4 py-3">{row.staff ?? "—"}</td>
    </tr>
  );
}

/**
 * Every sale and refund of the range, newest first, a page at a time; each number opens its sale.
 * A refund's amount is negative, so the lines add up to the net revenue.
 */
export function TransactionList({ range, timeZone }: { range: DayRange; timeZone: string }) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const transactions = useTransactions(range, page);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          Transactions
        </h3>
        <a href={transactionsCsvUrl(range)} download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Download transactions CSV
        </a>
      </div>
      {transactions.isPending ? (
        <LoadingState label="Loading the transactions…" />
      ) : transactions.error ? (
        <LoadFailed onRetry={() => void transactions.refetch()}>
          {transactions.error.message}
        </LoadFailed>
      ) : (
        <>
          <DataTable caption="Transactions, newest first" headers={HEADERS}>
            {transactions.data.transactions.map((row) => (
              <TransactionRow key={row.id} row={row} timeZone={timeZone} />
            ))}
          </DataTable>
          <p aria-live="polite" className="text-sm text-ink-muted">
            {showingTransactions(page, transactions.data.pageSize, transactions.data.total)}
          </p>
          <Pager
            label="Transaction pages"
            page={page}
            pageSize={transactions.data.pageSize}
            total={transactions.data.total}
            onPage={setPage}
            busy={transactions.isPlaceholderData}
          />
        </>
      )}
    </section>
  );
}
