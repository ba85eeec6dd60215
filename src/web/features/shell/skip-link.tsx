export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-sage-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
