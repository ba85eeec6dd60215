import Ban from "lucide-react/icons/ban";
import CalendarClock from "lucide-react/icons/calendar-clock";
import Check from "lucide-react/icons/check";
import CheckCheck from "lucide-react/icons/check-check";
import Clock from "lucide-react/icons/clock";
import Lock from "lucide-react/icons/lock";
import LogIn from "lucide-react/icons/log-in";
import Users from "lucide-react/icons/users";
import { CLASS_STATUS_LABELS, type ClassStatus } from "../../../shared/availability.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";

const icon = "size-3.5";

const looks: Record<ClassStatus, { tone: BadgeTone; Icon: typeof Check | null }> = {
  cancelled: { tone: "clay", Icon: Ban },
  available: { tone: "sage", Icon: null },
  already_booked: { tone: "solid", Icon: Check },
  attended: { tone: "sand", Icon: CheckCheck },
  fully_booked: { tone: "clay", Icon: Users },
  booking_closed: { tone: "sand", Icon: Clock },
  not_open_yet: { tone: "sand", Icon: CalendarClock },
  unavailable: { tone: "sand", Icon: LogIn },
};

/** A class's status for the viewer, in the badge texts of spec §4. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone} icon={Icon && <Icon aria-hidden="true" className={icon} />}>
      {CLASS_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Marks a private class (always paid in credits). */
export function PrivateBadge() {
  return (
    <Badge tone="outline" icon={<Lock aria-hidden="true" className={icon} />}>
      Private
    </Badge>
  );
}
