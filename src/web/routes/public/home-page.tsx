import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { HeroIllustration } from "./hero-illustration.tsx";

export function HomePage() {
  useDocumentTitle("Yoga in Kuala Lumpur");
  const { data: studio } = useStudio();

  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
            {studio ? `Kuala Lumpur · since ${studio.established}` : "Kuala Lumpur"}
          </p>
          <h1 className="mt-4 text-5xl leading-[1.05] font-semibold sm:text-6xl">
            {studio?.name ?? "Yoga in Kuala Lumpur"}
          </h1>
          <p className="mt-5 max-w-xl text-xl leading-relaxed text-ink-muted">{studio?.tagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/timetable" className={buttonClasses("primary", "lg")}>
              Book a Class
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/about" className={buttonClasses("secondary", "lg")}>
              Learn More
            </Link>
          </div>
          <p className="mt-6 text-sm text-ink-muted">
            New to the studio? Your first class is on us.
          </p>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
