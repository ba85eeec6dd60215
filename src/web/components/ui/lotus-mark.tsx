/** The studio's mark: a lotus drawn in three strokes (the favicon is the same drawing). */
export function LotusMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" className="fill-sage-700" />
      <g fill="none" strokeWidth="3" strokeLinejoin="round" className="stroke-sand-50">
        <path d="M32 16c6 6 6 20 0 28-6-8-6-22 0-28z" />
        <path d="M32 44c-3-9-11-15-20-15 1 9 9 15 20 15z" />
        <path d="M32 44c3-9 11-15 20-15-1 9-9 15-20 15z" />
      </g>
      <path d="M16 49h32" strokeWidth="3" strokeLinecap="round" className="stroke-clay-300" />
    </svg>
  );
}
