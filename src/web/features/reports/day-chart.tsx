import { useId } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatCalendarDay, formatInStudioZone } from "../../../shared/studio-format.ts";
import { usePrefersReducedMotion } from "../../components/ui/use-prefers-reduced-motion.ts";

/** One figure of a day: drawn as a bar when it has a colour; always in the tooltip and the table. */
export interface DaySeries<Key extends string> {
  key: Key;
  label: string;
  /** A CSS colour, such as var(--color-sage-600). */
  colour?: string;
}

type DayRow<Key extends string> = { day: string } & Record<Key, number>;

interface DayChartProps<Key extends string> {
  title: string;
  rows: DayRow<Key>[];
  series: DaySeries<Key>[];
  /** A figure as people read it: "RM 45.50", "12". */
  format: (value: number) => string;
  /** A figure on the value axis, shorter: "RM 450". */
  formatTick: (value: number) => string;
}

/** A calendar day on the date axis: "3 Mar" (a date, not an instant: read in UTC). */
function axisDay(day: string): string {
  return formatInStudioZone(`${day}T00:00:00Z`, "UTC", { day: "numeric", month: "short" });
}

const AXIS_TEXT = { fill: "var(--color-ink-muted)", fontSize: 12 };

/**
 * Figures of each studio day as bars over a dated axis (recharts, loaded with the admin screens
 * only). Pointing at a day, or moving along the chart with the arrow keys, shows that day's
 * figures; a visually hidden table gives screen readers every figure of every day.
 */
export function DayChart<Key extends string>({
  title,
  rows,
  series,
  format,
  formatTick,
}: DayChartProps<Key>) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const bars = series.filter((item) => item.colour);
  return (
    <figure aria-labelledby={titleId} className="rounded-3xl border border-sand-200 bg-white p-5">
      <figcaption id={titleId} className="flex flex-wrap items-center gap-x-5 gap-y-1">
        <span className="font-semibold">{title}</span>
        {bars.map((bar) => (
          <span key={bar.key} className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
              <rect width="12" height="12" rx="2" fill={bar.colour} />
            </svg>
            {bar.label}
          </span>
        ))}
      </figcaption>
      <BarChart
        data={rows}
        responsive
        title={`${title}: a bar chart; the table after it gives every figure`}
        className="mt-4 h-64 w-full"
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--color-sand-200)" />
        <XAxis
          dataKey="day"
          tickFormatter={axisDay}
          tick={AXIS_TEXT}
          tickLine={false}
          stroke="var(--color-sand-300)"
          minTickGap={16}
          interval="preserveStartEnd"
        />
        <YAxis
          tickFormatter={formatTick}
          tick={AXIS_TEXT}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          width={72}
        />
        <Tooltip
          cursor={{ fill: "var(--color-sand-100)" }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as DayRow<Key> | undefined;
            if (!active || !row) return null;
            return (
              <div className="rounded-xl border border-sand-200 bg-white px-3 py-2 text-sm shadow-md">
                <p className="font-semibold">{formatCalendarDay(row.day)}</p>
                {series.map((item) => (
                  <p key={item.key} className="tabular-nums">
                    {item.label}: {format(row[item.key])}
                  </p>
                ))}
              </div>
            );
          }}
        />
        {bars.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.label}
            fill={bar.colour}
            radius={[3, 3, 0, 0]}
            isAnimationActive={!reducedMotion}
          />
        ))}
      </BarChart>
      {/* A box, not the table, is hidden: a table grows to its content, past a phone's width. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((item) => (
                <th key={item.key} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatCalendarDay(row.day)}</th>
                {series.map((item) => (
                  <td key={item.key}>{format(row[item.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
