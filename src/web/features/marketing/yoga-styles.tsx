import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import Signal from "lucide-react/icons/signal";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionHeading } from "./section-heading.tsx";

// Small line drawings, one for each style: Hatha's sun and moon (ha and tha), Vinyasa's waves
// of breath and movement, and Yin's stones stacked in stillness.
const glyphs: Record<string, ReactNode> = {
  hatha: (
    <>
      <circle cx="30" cy="40" r="15" className="fill-clay-300" />
      <path d="M58 21a17 17 0 1 0 0 32 13 13 0 1 1 0-32z" className="fill-sage-600" />
      <path d="M12 64h56" strokeWidth="3" strokeLinecap="round" className="stroke-sage-400" />
    </>
  ),
  vinyasa: (
    <g fill="none" strokeWidth="4" strokeLinecap="round">
      <path d="M10 28q10-12 20 0t20 0 20 0" className="stroke-clay-300" />
      <path d="M10 42q10-12 20 0t20 0 20 0" className="stroke-sage-400" />
      <path d="M10 56q10-12 20 0t20 0 20 0" className="stroke-sage-600" />
    </g>
  ),
  yin: (
    <>
      <ellipse cx="40" cy="60" rx="24" ry="8" className="fill-sage-600" />
      <ellipse cx="40" cy="46" rx="17" ry="7" className="fill-sage-400" />
      <ellipse cx="40" cy="34" rx="11" ry="6" className="fill-clay-300" />
      <path d="M8 70h64" strokeWidth="3" strokeLinecap="round" className="stroke-sand-300" />
    </>
  ),
};

const STYLES = [
  {
    key: "hatha",
    name: "Hatha",
    duration: "60–75 min",
    level: "Beginner",
    text: "Steady, well-held postures with clear alignment cues and plenty of time to breathe. The best place to start, and a good place to come back to.",
  },
  {
    key: "vinyasa",
    name: "Vinyasa Flow",
    duration: "60–90 min",
    level: "Intermediate",
    text: "Breath-led sequences that link one pose to the next. Builds heat, strength and focus, with a softer option offered at every step.",
  },
  {
    key: "yin",
    name: "Yin",
    duration: "75–90 min",
    level: "All levels",
    text: "Long, supported holds of three to five minutes that release deep tissue and quiet a busy mind. Bolsters and blankets are on us.",
  },
] as const;

/** Home: the three styles we teach most, with their length and level. */
export function YogaStyles() {
  return (
    <section aria-labelledby="home-styles" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="home-styles" eyebrow="Yoga styles" title="Find the pace that suits you">
        <p>
          Gentle or strong, slow or flowing: three styles make up most of our week, and each one has
          a place for beginners.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {STYLES.map(({ key, name, duration, level, text }) => (
          <li
            key={key}
            className="flex flex-col rounded-3xl border border-sand-200 bg-white p-7 shadow-sm shadow-sage-900/5"
          >
            <svg viewBox="0 0 80 80" width="64" height="64" aria-hidden="true">
              {glyphs[key]}
            </svg>
            <h3 className="mt-5 text-2xl font-semibold">{name}</h3>
            <dl className="mt-3 flex flex-wrap gap-2 text-sm font-medium">
              <div className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-ink">
                <dt>
                  <Clock aria-hidden="true" className="size-4 text-sage-700" />
                  <span className="sr-only">Length</span>
                </dt>
                <dd>{duration}</dd>
              </div>
              <div className="inline-flex items-center gap-1.5 rounded-full bg-sage-50 px-3 py-1 text-sage-800">
                <dt>
                  <Signal aria-hidden="true" className="size-4" />
                  <span className="sr-only">Level</span>
                </dt>
                <dd>{level}</dd>
              </div>
            </dl>
            <p className="mt-4 leading-relaxed text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/timetable"
        className="mt-10 inline-flex items-center gap-2 rounded font-medium text-sage-800 underline decoration-sage-400 underline-offset-4 hover:decoration-sage-800"
      >
        See when each style is taught
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
