import { useId } from "react";
import type { SalesReport } from "../../../shared/reports.ts";
import { formatCalendarDay } from "../../../shared/studio-format.ts";

const HEIGHT = 160;

/**
 * Credits sold and spent each day, as paired bars. The figures are also in a table under the
 * chart, which is what screen readers get; the drawing itself is hidden from them.
 */
export function DailyChart({ daily }: { daily: SalesReport["daily"] }) {
  const titleId = useId();
  const highest = Math.max(1, ...daily.flatMap((day) => [day.creditsSold, day.creditsSpent]));
  const barHeight = (value: number) => (value / highest) * HEIGHT;
  const slot = 14;
  const width = Math.max(daily.length * slot, 280);
  return (
    <figure aria-labelledby={titleId} className="rounded-3xl border border-sand-200 bg-white p-5">
      <figcaption id={titleId} className="flex flex-wrap items-center gap-x-5 gap-y-1">
        <span className="font-semibold">Credits by day</span>
        <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <span aria-hidden="true" className="size-3 rounded-sm bg-sage-600" /> sold
        </span>
        <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <span aria-hidden="true" className="size-3 rounded-sm bg-clay-300" /> spent on classes
        </span>
      </figcaption>
      <section
        aria-label="Chart of credits by day, scrolls sideways"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus, or keyboards cannot scroll it.
        tabIndex={0}
        className="mt-4 overflow-x-auto"
      >
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${HEIGHT + 2}`}
          className="h-44 min-w-full"
          style={{ width: `${width}px` }}
          preserveAspectRatio="none"
        >
          <line x1="0" x2={width} y1={HEIGHT + 1} y2={HEIGHT + 1} className="stroke-sand-300" />
          {daily.map((day, index) => (
            <g key={day.day} transform={`translate(${index * slot + 2} 0)`}>
              <title>{`${formatCalendarDay(day.day)}: ${day.creditsSold} sold, ${day.creditsSpent} spent`}</title>
              <rect
                x="0"
                width="5"
                y={HEIGHT - barHeight(day.creditsSold)}
                height={barHeight(day.creditsSold)}
                className="fill-sage-600"
              />
              <rect
                x="5"
                width="5"
                y={HEIGHT - barHeight(day.creditsSpent)}
                height={barHeight(day.creditsSpent)}
                className="fill-clay-300"
              />
            </g>
          ))}
        </svg>
      </section>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-sage-800">The figures by day</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="text-ink-muted">
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Credits sold
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Credits spent
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day} className="border-t border-sand-100">
                  <th scope="row" className="py-1 font-normal">
                    {formatCalendarDay(day.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{day.creditsSold}</td>
                  <td className="py-1 text-right tabular-nums">{day.creditsSpent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
