import ArrowRight from "lucide-react/icons/arrow-right";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { AboutIntro } from "../../features/marketing/about-intro.tsx";
import { ClosingBanner } from "../../features/marketing/closing-banner.tsx";
import { PagePlaceholder } from "../../features/marketing/page-placeholder.tsx";
import { Philosophy } from "../../features/marketing/philosophy.tsx";
import { Reasons } from "../../features/marketing/reasons.tsx";
import { Testimonials } from "../../features/marketing/testimonials.tsx";
import { YogaStyles } from "../../features/marketing/yoga-styles.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { HeroIllustration } from "./hero-illustration.tsx";

/** / (spec §2 Home): hero, about, philosophy, styles, reasons, testimonials, closing banner. */
export function HomePage() {
  useDocumentTitle("Yoga in Kuala Lumpur");
  const { data: studio, isPending } = useStudio();
  if (isPending) return <PagePlaceholder />;

  return (
    <>
      <section aria-labelledby="home-hero" className="relative overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
          <div>
            <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
              {studio ? `Kuala Lumpur · since ${studio.established}` : "Kuala Lumpur"}
            </p>
            <h1 id="home-hero" className="mt-4 text-5xl leading-[1.05] font-semibold sm:text-6xl">
              {studio?.name ?? "Yoga in Kuala Lumpur"}
            </h1>
            <p className="mt-5 max-w-xl text-xl leading-relaxed text-ink-muted">
              {studio?.tagline}
            </p>
            <p className="mt-3 max-w-xl text-lg leading-relaxed text-ink-muted">
              Unhurried classes for every body, taught by certified instructors who know you by
              name.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/timetable" className={buttonClasses("primary", "lg")}>
                Book a Class
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to="/about" className={buttonClasses("secondary", "lg")}>
                Learn More
                {/* Search engines and screen readers hear where it leads. */}
                <span className="sr-only"> about {studio?.name ?? "the studio"}</span>
              </Link>
            </div>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-clay-100 px-4 py-2 text-sm font-medium text-clay-700">
              <Sparkles aria-hidden="true" className="size-4" />
              New to the studio? Your first class is on us.
            </p>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-sm md:max-w-none" />
        </div>
      </section>
      <AboutIntro studioName={studio?.name} established={studio?.established} />
      <Philosophy />
      <YogaStyles />
      <Reasons studioName={studio?.name} established={studio?.established} />
      <Testimonials />
      <ClosingBanner />
    </>
  );
}
