import { CLASS_COUNTS, type DayFigures } from "./count-day-figures.ts";

type LineKind = Exclude<keyof DayFigures, "settledAt">;
type Value = string | number | null;

/**
 * The fields of each kind of line, in the order a kept day holds them. A kept day holds each
 * line as an array of its values: a year is ~7 700 lines, and their fields' names were most of
 * what the database sent and the app parsed for each report.
 */
const FIELDS = {
  ledger: ["reason", "paymentMethod", "credits", "entries"],
  packages: ["packageId", "count", "credits"],
  classes: ["courseType", "tutorId", ...CLASS_COUNTS],
  revenue: ["paymentMethod", "item", "credits", "sales", "grossSen", "refunds", "refundsSen"],
} as const satisfies { [Kind in LineKind]: readonly (keyof DayFigures[Kind][number])[] };

const KINDS = Object.keys(FIELDS) as LineKind[];

/** A day's figures as `report_day` keeps them: each line as the array of its values. */
export type KeptDayFigures = Record<LineKind, Value[][]>;

/** The day's figures in their kept form (their settling instant is kept beside them). */
export function keptForm(figures: DayFigures): KeptDayFigures {
  const kept = {} as KeptDayFigures;
  for (const kind of KINDS) {
    const fields: readonly string[] = FIELDS[kind];
    kept[kind] = figures[kind].map((line) =>
      fields.map((field) => (line as unknown as Record<string, Value>)[field]!),
    );
  }
  return kept;
}

/** The day's figures from their kept form and the instant they settled at. */
export function figuresOf(kept: KeptDayFigures, settledAt: Date): DayFigures {
  const figures = { settledAt: settledAt.toISOString() } as DayFigures;
  for (const kind of KINDS) {
    const fields: readonly string[] = FIELDS[kind];
    (figures as unknown as Record<LineKind, Record<string, Value>[]>)[kind] = kept[kind].map(
      (values) => {
        const line: Record<string, Value> = {};
        for (const [index, field] of fields.entries()) line[field] = values[index]!;
        return line;
      },
    );
  }
  return figures;
}
