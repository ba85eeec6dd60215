import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import Quote from "lucide-react/icons/quote";
import { type FocusEvent, useEffect, useState } from "react";
import { TESTIMONIAL_ROTATION_MS } from "../../../shared/constants.ts";
import { usePrefersReducedMotion } from "../../components/ui/use-prefers-reduced-motion.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Three static testimonials (spec §3: marketing testimonials are static). */
const TESTIMONIALS = [
  {
    quote:
      "I came for my lower back after ten years at a desk. By the third week my teacher knew exactly which poses to adapt for me, and the Monday morning class is now how I start every week.",
    name: "Nadia",
    detail: "architect, practising since 2019",
  },
  {
    quote:
      "I had never done yoga and was nervous about keeping up. The classes are small, so the teacher actually sees you, and there is always a gentler option without having to ask.",
    name: "Wei Jie",
    detail: "software engineer, first class in 2023",
  },
  {
    quote:
      "Evening Yin is my hour of quiet after the traffic home. Lights low, a bolster under my knees, long slow holds. I walk out lighter every single time.",
    name: "Shalini",
    detail: "mother of two, practising since 2017",
  },
] as const;

const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full border border-sage-200 bg-white text-sage-800 hover:border-sage-600 hover:bg-sage-50";

/**
 * Home: a testimonial rotation that moves on every 5 seconds. It holds still while the pointer is
 * over it or focus is inside it, when paused, and always under prefers-reduced-motion. Moving it
 * by hand turns on polite announcements; the automatic turns are not announced (WAI carousel).
 */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !reducedMotion && !stopped && !hovered && !focused;

  // `index` is a dependency on purpose: the timer restarts with each change, so a testimonial
  // turned to by hand also gets its full 5 seconds on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setAnnounce(false);
      setIndex((current) => (current + 1) % TESTIMONIALS.length);
    }, TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  const show = (next: number) => {
    setAnnounce(true);
    setIndex((next + TESTIMONIALS.length) % TESTIMONIALS.length);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-labelledby="home-testimonials"
      aria-roledescription="carousel"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="home-testimonials"
        eyebrow="Kind words"
        title="What our students say"
        align="center"
      />
      {/* The pointer and focus handlers only hold the rotation still; the controls are buttons. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, see above */}
      <div
        className="mx-auto mt-10 max-w-3xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div className="relative rounded-[2rem] bg-white px-6 pt-14 pb-8 shadow-sm shadow-sage-900/5 sm:px-12">
          <Quote
            aria-hidden="true"
            className="absolute top-6 left-6 size-8 text-clay-300 sm:left-12"
          />
          {/* Every testimonial sits in the same grid cell, so the box keeps the tallest one's
              height and nothing below it moves when the text changes. */}
          <div aria-live={announce ? "polite" : "off"} className="grid">
            {TESTIMONIALS.map(({ quote, name, detail }, position) => {
              const current = position === index;
              return (
                <figure
                  key={name}
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${TESTIMONIALS.length}`}
                  aria-hidden={!current}
                  className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${current ? "visible opacity-100" : "invisible opacity-0"}`}
                >
                  <blockquote className="font-display text-lg leading-relaxed text-sage-900 sm:text-2xl">
                    <p>{quote}</p>
                  </blockquote>
                  <figcaption className="mt-6 text-ink-muted">
                    <span className="font-semibold text-ink">{name}</span>, {detail}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        </div>

        <div className="mt-6 flex items-center justify-center gap-3">
          <button type="button" onClick={() => show(index - 1)} className={controlClasses}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <ul className="flex items-center">
            {TESTIMONIALS.map(({ name }, position) => (
              <li key={name}>
                <button
                  type="button"
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => show(position)}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${position === index ? "w-7 bg-sage-700" : "w-2.5 bg-sage-200 group-hover:bg-sage-400"}`}
                  />
                  <span className="sr-only">
                    Show testimonial {position + 1} of {TESTIMONIALS.length}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => show(index + 1)} className={controlClasses}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">Next testimonial</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setStopped(!stopped)}
              className={`${controlClasses} ms-2`}
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              <span className="sr-only">
                {stopped ? "Start rotating testimonials" : "Stop rotating testimonials"}
              </span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
