import CalendarDays from "lucide-react/icons/calendar-days";
import CreditCard from "lucide-react/icons/credit-card";
import Info from "lucide-react/icons/info";
import User from "lucide-react/icons/user";
import { NavLink } from "react-router";

/** The four entries of the top navigation (spec §2), in order. */
const NAV_ITEMS = [
  { to: "/timetable", label: "Schedule", Icon: CalendarDays },
  { to: "/plan", label: "Plans", Icon: CreditCard },
  { to: "/about", label: "About", Icon: Info },
  { to: "/me", label: "Profile", Icon: User },
] as const;

interface NavLinksProps {
  layout: "row" | "column";
  onNavigate?: () => void;
}

/** NavLink marks the active entry with aria-current="page"; the highlight follows that. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  return (
    <ul className={layout === "row" ? "flex items-center gap-1" : "flex flex-col gap-1"}>
      {NAV_ITEMS.map(({ to, label, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={`flex items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-sand-100 hover:text-sage-900 aria-[current=page]:bg-sage-100 aria-[current=page]:text-sage-900 ${layout === "column" ? "min-h-11 text-base" : ""}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
