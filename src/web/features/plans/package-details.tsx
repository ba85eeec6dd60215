import CalendarDays from "lucide-react/icons/calendar-days";
import Info from "lucide-react/icons/info";
import Layers from "lucide-react/icons/layers";
import Repeat from "lucide-react/icons/repeat";
import type { PackageOffer } from "../../../shared/packages.ts";
import { classesPerMonthLabel, validityLabel, yogaTypesLabel } from "./package-terms.ts";

/** What a package gives, as a list: on its card and again in the confirmation. */
export function PackageDetails({ offer }: { offer: PackageOffer }) {
  const rows = [
    { Icon: CalendarDays, text: validityLabel(offer.validityDays) },
    { Icon: Repeat, text: classesPerMonthLabel(offer.maxClassesPerMonth) },
    { Icon: Layers, text: yogaTypesLabel(offer.validYogaTypes) },
  ];
  return (
    <ul className="space-y-2.5 text-ink">
      {rows.map(({ Icon, text }) => (
        <li key={text} className="flex gap-2.5">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-700" />
          {text}
        </li>
      ))}
      <li className="flex gap-2.5 text-sm text-ink-muted">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Private classes always need credits.
      </li>
    </ul>
  );
}
