import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import Gift from "lucide-react/icons/gift";
import Package from "lucide-react/icons/package";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import { FREE_TRIAL_CREDITS } from "../../../shared/constants.ts";
import { yearsTeachingLabel } from "./claims.ts";
import { SectionHeading } from "./section-heading.tsx";

interface Reason {
  Icon: LucideIcon;
  title: string;
  text: string;
}

function reasons(established: number | undefined): Reason[] {
  const years = established ? yearsTeachingLabel(established, new Date().getFullYear()) : null;
  return [
    {
      Icon: Gift,
      title: "Your first class is free",
      text: "New students start on us. Claim the free trial and your first class costs nothing.",
    },
    {
      Icon: Package,
      title: "A welcome package",
      text: `The free trial is a welcome package of ${FREE_TRIAL_CREDITS} credits: enough to try a few styles and teachers before you choose a plan.`,
    },
    {
      Icon: Users,
      title: "Small classes",
      text: "We keep groups small so every student is seen. The schedule shows how many spots are left in each class.",
    },
    {
      Icon: Award,
      title: "Certified instructors",
      text: "Every teacher holds a recognised yoga teaching certification and brings years of their own daily practice to class.",
    },
    {
      Icon: CalendarHeart,
      title: years && established ? `${years}, since ${established}` : "A studio with a history",
      text: "Long enough to learn that the best practice is the one you keep coming back to, week after week.",
    },
    {
      Icon: Sprout,
      title: "500+ students and counting",
      text: "Office workers, parents, runners and retirees: more than five hundred people have practised with us.",
    },
  ];
}

/** Home: why people choose the studio; every claim of spec §1 is here and true. */
export function Reasons({
  studioName,
  established,
}: {
  studioName: string | undefined;
  established: number | undefined;
}) {
  return (
    <section aria-labelledby="home-reasons" className="bg-sage-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="home-reasons"
          eyebrow="Why practise with us"
          title={studioName ? `Why students choose ${studioName}` : "Why students choose us"}
        />
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons(established).map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-clay-600 shadow-sm shadow-sage-900/5">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-sage-900">{title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
