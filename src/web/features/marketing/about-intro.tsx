import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { yearsTeachingLabel } from "./claims.ts";
import { SectionHeading } from "./section-heading.tsx";

interface AboutIntroProps {
  studioName: string | undefined;
  established: number | undefined;
}

/** Home: who we are, in two columns (picture, words) with one action. */
export function AboutIntro({ studioName, established }: AboutIntroProps) {
  const name = studioName ?? "our studio";
  const facts = established
    ? [
        { value: String(established), label: "the year we opened" },
        { value: yearsTeachingLabel(established, new Date().getFullYear()), label: "of teaching" },
        { value: "500+", label: "students on our mats" },
      ]
    : [];

  return (
    <section
      aria-labelledby="home-about"
      className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 md:pt-10"
    >
      <div className="grid items-center gap-12 md:grid-cols-2">
        <img
          src="/art/studio-room.svg"
          alt="Our studio: an arched window over the Kuala Lumpur skyline, and mats laid out on a wooden floor"
          width={600}
          height={500}
          loading="lazy"
          decoding="async"
          className="order-last h-auto w-full rounded-3xl shadow-sm shadow-sage-900/5 md:order-first"
        />
        <div>
          <SectionHeading
            id="home-about"
            eyebrow="About us"
            title="A small studio with room to breathe"
          >
            <p>
              {established ? `Since ${established}, ` : ""}
              {name} has been a quiet room above the busy streets of Kuala Lumpur: wooden floors, a
              big arched window, and classes small enough that your teacher learns your name.
            </p>
            <p className="mt-4">
              Come straight from the office or the school run. We will have a mat, a block and a
              warm welcome ready for you, whether it is your first class or your five hundredth.
            </p>
          </SectionHeading>
          {facts.length > 0 && (
            <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-sand-200 py-5">
              {facts.map(({ value, label }) => (
                // The label comes first for screen readers; the figure is shown above it.
                <div key={label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-ink-muted">{label}</dt>
                  <dd className="font-display text-xl font-semibold whitespace-nowrap text-sage-800 sm:text-3xl">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <Link to="/about" className={`${buttonClasses("secondary", "lg")} mt-8`}>
            Meet our instructors
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
