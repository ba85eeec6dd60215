/**
 * An original drawing for the hero: a low sun over layered hills with the city's towers far off,
 * and a figure seated in stillness on a mat. Inline, so it paints with the page and never shifts it.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 440" aria-hidden="true" className={className}>
      <defs>
        {/* An arch, like a studio window. */}
        <clipPath id="hero-arch">
          <path d="M0 412V240a240 240 0 0 1 480 0v172a28 28 0 0 1-28 28H28a28 28 0 0 1-28-28z" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-arch)">
        <rect width="480" height="440" className="fill-sand-100" />
        <circle cx="318" cy="190" r="96" className="fill-clay-300" opacity="0.45" />
        <circle cx="318" cy="190" r="62" className="fill-clay-300" opacity="0.85" />
        {/* Birds heading home. */}
        <g fill="none" strokeWidth="3" strokeLinecap="round" className="stroke-sage-600">
          <path d="M206 118q7-7 14 0 7-7 14 0" />
          <path d="M240 92q5-5 10 0 5-5 10 0" />
        </g>
        {/* Twin towers and a telecom tower on the far ridge, faint with distance. */}
        <g className="fill-sage-400" opacity="0.55" transform="translate(24 6)">
          <path d="M396 292v-66l5-18 5 18v66zM414 292v-66l5-18 5 18v66z" />
          <path d="M400.2 208h1.6v-20h-1.6zM418.2 208h1.6v-20h-1.6zM406 248h8v3h-8z" />
          <path d="M446 292v-52h4v52z" />
          <ellipse cx="448" cy="244" rx="7" ry="4.5" />
          <path d="M447.3 240h1.4v-22h-1.4z" />
        </g>
        <path d="M0 300q120-70 240-20t240-20v180H0z" className="fill-sage-200" />
        <path d="M0 345q140-50 270-10t210-10v115H0z" className="fill-sage-400" opacity="0.75" />
        <path d="M0 390q160-30 300-5t180 0v55H0z" className="fill-sage-600" />
        <path d="M96 318q74-14 148 0l-6 10q-68-10-136 0z" className="fill-clay-600" opacity="0.8" />
        <g className="fill-sage-800">
          <circle cx="170" cy="206" r="17" />
          <path d="M145 240q25-12 50 0l7 62q-32 10-64 0z" />
          <path d="M102 318q68-36 136 0-68 22-136 0z" />
        </g>
        <g fill="none" strokeWidth="10" strokeLinecap="round" className="stroke-sage-800">
          <path d="M148 244q-16 30-26 62" />
          <path d="M192 244q16 30 26 62" />
        </g>
      </g>
    </svg>
  );
}
