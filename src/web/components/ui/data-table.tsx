import type { ReactNode } from "react";

/** The admin lists on wide screens: a captioned table with a header row; the rows are `children`. */
export function DataTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-sand-200 bg-white shadow-xs">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 text-start font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{children}</tbody>
      </table>
    </div>
  );
}
