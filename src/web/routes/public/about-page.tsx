import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import MapPin from "lucide-react/icons/map-pin";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { FREE_TRIAL_CREDITS } from "../../../shared/constants.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { yearsTeachingLabel } from "../../features/marketing/claims.ts";
import { Instructors } from "../../features/marketing/instructors.tsx";
import { PagePlaceholder } from "../../features/marketing/page-placeholder.tsx";
import { SectionHeading } from "../../features/marketing/section-heading.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";

const FIRST_VISIT = [
  {
    title: "Book a spot",
    text: `Choose a class on the schedule. New students can claim the free trial of ${FREE_TRIAL_CREDITS} credits first, so the first class costs nothing.`,
  },
  {
    title: "Arrive ten minutes early",
    text: "We will show you around, ask about any injuries and help you set up near the teacher.",
  },
  {
    title: "Bring only yourself",
    text: "Mats, blocks, straps and bolsters are all here. Wear something comfortable and bring water.",
  },
] as const;

/** /about: the studio's story, what a first visit is like, and the instructors. */
export function AboutPage() {
  useDocumentTitle("About us and our instructors");
  const { data: studio, isPending } = useStudio();
  const name = studio?.name ?? "our studio";

  // Always drawn, with placeholders until the settings arrive, so nothing below it moves.
  const facts = [
    {
      key: "established",
      Icon: CalendarHeart,
      text: studio ? `Established ${studio.established}` : "…",
    },
    {
      key: "years",
      Icon: Sprout,
      text: studio
        ? `${yearsTeachingLabel(studio.established, new Date().getFullYear())} of teaching, 500+ students`
        : "…",
    },
    { key: "certified", Icon: Award, text: "Certified instructors" },
    { key: "small", Icon: Users, text: "Small classes, so you are seen" },
    { key: "address", Icon: MapPin, text: studio?.address ?? "Kuala Lumpur" },
  ];

  if (isPending) return <PagePlaceholder />;

  // The owner's own story from the settings, if any: paragraphs apart by an empty line.
  const ownStory = (studio?.aboutText ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  return (
    <PageContainer>
      <PageHeader eyebrow="About" title={studio ? `About ${studio.name}` : "About us"}>
        <p>
          {studio?.tagline ? `${studio.tagline}. ` : ""}A place to slow down, breathe well and
          practise with people who know your name.
        </p>
      </PageHeader>

      <section aria-labelledby="about-story" className="mt-14 grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <SectionHeading id="about-story" eyebrow="Our story" title="One room, many mornings">
            {ownStory.length > 0 ? (
              ownStory.map((paragraph, index) => (
                <p
                  key={paragraph}
                  className={index > 0 ? "mt-4 whitespace-pre-line" : "whitespace-pre-line"}
                >
                  {paragraph}
                </p>
              ))
            ) : (
              <>
                <p>
                  {studio ? `${name} opened its doors in ${studio.established}` : `${name} began`}{" "}
                  with a simple idea: that a yoga class in a busy city should feel unhurried. We
                  kept the room small on purpose, so that teachers can learn every student&apos;s
                  name, notice the sore shoulder and offer the right variation before anyone has to
                  ask.
                </p>
                <p className="mt-4">
                  More than five hundred students have practised with us since then: office workers
                  on their lunch break, parents after the school run, runners looking for hips that
                  move again, and people who simply needed an hour of quiet.
                </p>
                <p className="mt-4">
                  Our classes range from slow Hatha and long Yin holds to strong Vinyasa Flow, all
                  taught by certified instructors. Whatever the style, the promise is the same: you
                  leave a little calmer than you arrived.
                </p>
              </>
            )}
          </SectionHeading>
        </div>
        <aside
          aria-label="The studio at a glance"
          className="self-start rounded-3xl bg-sage-50 p-7"
        >
          <p className="font-display text-xl font-semibold text-sage-900">At a glance</p>
          <ul className="mt-5 space-y-4">
            {facts.map(({ key, Icon, text }) => (
              <li key={key} className="flex gap-3 text-ink">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-700" />
                {text}
              </li>
            ))}
          </ul>
        </aside>
      </section>

      <section aria-labelledby="about-first-visit" className="mt-20">
        <SectionHeading id="about-first-visit" eyebrow="New here?" title="Your first visit" />
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {FIRST_VISIT.map(({ title, text }, index) => (
            <li key={title} className="rounded-3xl border border-sand-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-clay-100 font-display font-semibold text-clay-700"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <Instructors />

      <div className="mt-16 flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-7 sm:flex-row sm:items-center sm:justify-between sm:p-9">
        <p className="font-display text-2xl font-semibold text-sage-900">
          Practise with them this week.
        </p>
        <Link to="/timetable" className={buttonClasses("primary", "lg")}>
          Find a class
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </PageContainer>
  );
}
