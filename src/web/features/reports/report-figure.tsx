/** One headline figure of the report: what it is, the figure, and a line that explains it. */
export function ReportFigure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-sage-900">{value}</dd>
      <dd className="mt-1 text-sm text-ink-muted">{detail}</dd>
    </div>
  );
}
