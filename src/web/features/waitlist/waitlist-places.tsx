import { useId, useState } from "react";
import type { MyWaitlistPlace } from "../../../shared/profile.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useMyBookings } from "../account/use-my-bookings.ts";
import { LeaveWaitlistDialog } from "./leave-waitlist-dialog.tsx";
import { placeInLine } from "./use-waitlist.ts";

/**
 * My Bookings' waitlist (issue #22): the classes the student waits for, their place in each line,
 * and leaving a line. Shown only while they wait for something.
 */
export function WaitlistPlaces({ userId, timeZone }: { userId: string; timeZone: string }) {
  const headingId = useId();
  // The upcoming list's first page carries the places: one request serves both.
  const { data } = useMyBookings(userId, "upcoming", 1);
  const [leaving, setLeaving] = useState<MyWaitlistPlace | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const places = data?.waitlist ?? [];
  if (places.length === 0 && !left) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        Waitlist
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        When a seat frees up, the first in line is booked and e-mailed, paid as any booking is.
      </p>
      {left && (
        <div className="mt-4">
          <Alert tone="success">{left}</Alert>
        </div>
      )}
      <ul className="mt-4 space-y-3">
        {places.map((place) => (
          <li
            key={place.id}
            className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-sage-800">{placeInLine(place.position)}</p>
              <h3 className="mt-1 text-lg leading-snug font-semibold">{place.course.title}</h3>
              <p className="mt-1 text-sm text-ink">
                <time dateTime={place.course.startsAt}>
                  {formatStudioDate(place.course.startsAt, timeZone)}
                </time>
                {" · "}
                {formatStudioTimeRange(place.course.startsAt, place.course.endsAt, timeZone)}
              </p>
              <p className="mt-0.5 text-sm text-ink-muted">
                {place.course.courseType} with {place.course.tutor?.name ?? "TBA"}
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => {
                setLeft(null);
                setLeaving(place);
              }}
              aria-label={`Leave the waitlist for ${place.course.title}`}
            >
              Leave waitlist
            </Button>
          </li>
        ))}
      </ul>
      <LeaveWaitlistDialog
        place={
          leaving && {
            courseId: leaving.course.id,
            title: leaving.course.title,
            startsAt: leaving.course.startsAt,
            position: leaving.position,
          }
        }
        timeZone={timeZone}
        onClose={() => setLeaving(null)}
        onLeft={setLeft}
      />
    </section>
  );
}
