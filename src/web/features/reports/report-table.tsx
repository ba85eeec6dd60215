import type { ReactNode } from "react";

interface ReportTableProps {
  caption: string;
  /** The first column names the row; the rest are figures, right-aligned. */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** The last row, in bold: a total. */
  footer?: ReactNode[];
  empty: string;
}

/** A row's cells: the first heads the row, the figures after it align right. */
function rowCells(cells: ReactNode[], headClassName: string) {
  return cells.map((cell, index) =>
    index === 0 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns.
      <th key={index} scope="row" className={headClassName}>
        {cell}
      </th>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns.
      <td key={index} className="py-2 ps-3 text-right whitespace-nowrap tabular-nums">
        {cell}
      </td>
    ),
  );
}

/** One table of the report; it scrolls sideways on a phone rather than squeezing its figures. */
export function ReportTable({ caption, columns, rows, footer, empty }: ReportTableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus, or keyboards cannot scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-3xl border border-sand-200 bg-white p-5"
    >
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="mb-3 text-left text-lg font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="text-ink-muted">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`pb-2 font-medium ${index > 0 ? "ps-3 text-right" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-3 text-ink-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-t border-sand-100">
                {rowCells(row.cells, "py-2 pe-3 font-normal")}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot>
            <tr className="border-t-2 border-sand-200 font-semibold">{rowCells(footer, "py-2")}</tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
