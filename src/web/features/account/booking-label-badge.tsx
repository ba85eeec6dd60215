import CalendarCheck from "lucide-react/icons/calendar-check";
import Check from "lucide-react/icons/check";
import CheckCheck from "lucide-react/icons/check-check";
import UserX from "lucide-react/icons/user-x";
import X from "lucide-react/icons/x";
import type { BookingLabel } from "../../../shared/profile.ts";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";

const looks: Record<BookingLabel, { tone: BadgeTone; Icon: typeof Check }> = {
  Confirmed: { tone: "solid", Icon: CalendarCheck },
  Completed: { tone: "sand", Icon: Check },
  Attended: { tone: "sage", Icon: CheckCheck },
  "No-show": { tone: "clay", Icon: UserX },
  Cancelled: { tone: "clay", Icon: X },
  "Late Cancel": { tone: "clay", Icon: X },
};

/** A booking's state in the words of spec §4 Booking lists (plus Attended, No-show, Cancelled and Late Cancel). */
export function BookingLabelBadge({ label }: { label: BookingLabel }) {
  const { tone, Icon } = looks[label];
  return (
    <Badge tone={tone} icon={<Icon aria-hidden="true" className="size-3.5" />}>
      {label}
    </Badge>
  );
}
