export function Avatar({ initials }: { initials: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-clay-600 text-sm font-semibold text-white"
    >
      {initials}
    </span>
  );
}
