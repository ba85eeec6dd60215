import HeartHandshake from "lucide-react/icons/heart-handshake";
import Moon from "lucide-react/icons/moon";
import Wind from "lucide-react/icons/wind";
import { SectionHeading } from "./section-heading.tsx";

const PRINCIPLES = [
  {
    Icon: Wind,
    title: "Breath first",
    text: "Every class begins and ends with the breath. When the breath is easy, the shapes follow; when it is strained, we ease off.",
  },
  {
    Icon: HeartHandshake,
    title: "Kindness over force",
    text: "No one is pushed into a pose. Teachers offer options, props and hands-on help only when you ask for it.",
  },
  {
    Icon: Moon,
    title: "Rest is practice",
    text: "A long savasana is not the end of the class but part of it. Leaving calmer matters more than going deeper.",
  },
] as const;

/** Home: what we believe about practice. */
export function Philosophy() {
  return (
    <section aria-labelledby="home-philosophy" className="bg-sand-100">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="home-philosophy"
          eyebrow="Our philosophy"
          title="Practice, not perfection"
          align="center"
        >
          <p>
            Yoga here is not a performance. It is an hour to move with attention, breathe a little
            slower and come back to yourself, at whatever pace your body asks for today.
          </p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-sand-50 p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
