import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";

// The studio's button shape, in colours for a dark band (buttonClasses is for light ones).
const shape =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-medium transition-colors";

/** Home: the last word, with the schedule and the plans. */
export function ClosingBanner() {
  return (
    <section aria-labelledby="home-closing" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-sage-800 px-6 pt-14 pb-24 text-center sm:px-12 sm:py-20">
        {/* A low sun setting behind soft hills, drawn as the hero's are. */}
        <svg
          viewBox="0 0 120 120"
          aria-hidden="true"
          className="absolute right-[10%] -bottom-8 hidden size-48 sm:block"
        >
          <circle cx="60" cy="60" r="58" className="fill-clay-300" opacity="0.18" />
          <circle cx="60" cy="60" r="38" className="fill-clay-300" opacity="0.9" />
        </svg>
        <svg
          viewBox="0 0 1200 160"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-24 w-full sm:h-32"
        >
          <path d="M0 90q300-70 600-10t600-20v100H0z" className="fill-sage-700" />
          <path d="M0 130q320-50 640-5t560-15v50H0z" className="fill-sage-900" opacity="0.45" />
        </svg>
        <div className="relative">
          <h2 id="home-closing" className="text-3xl font-semibold text-white sm:text-5xl">
            Your mat is waiting
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-sand-100">
            New students practise their first class free. Pick a time that suits you, or start with
            the welcome package of free credits.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/timetable" className={`${shape} bg-sand-50 text-sage-900 hover:bg-white`}>
              Browse Classes
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to="/plan"
              className={`${shape} border border-sand-100 text-white hover:bg-sage-700`}
            >
              See Plans
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
