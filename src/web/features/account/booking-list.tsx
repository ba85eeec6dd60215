import { type ReactNode, useEffect, useId, useState } from "react";
import { MESSAGES } from "../../../shared/messages.ts";
import type { BookingScope, MyBooking } from "../../../shared/profile.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { Pager, pageCount } from "../../components/ui/pager.tsx";
import { BookingCard } from "./booking-card.tsx";
import { useMyBookings } from "./use-my-bookings.ts";

interface BookingListProps {
  userId: string;
  scope: BookingScope;
  title: string;
  empty: ReactNode;
  timeZone: string;
  /** Given for the upcoming list, whose bookings can be cancelled. */
  onCancel?: (booking: MyBooking) => void;
  /** A booking whose cancellation was refused, and why. */
  refusal?: { bookingId: string; message: string } | null;
}

/** One of the two lists of My Bookings, five a page, with its own pages (spec §9). */
export function BookingList({
  userId,
  scope,
  title,
  empty,
  timeZone,
  onCancel,
  refusal,
}: BookingListProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const bookings = useMyBookings(userId, scope, page);
  const data = bookings.data;

  // A cancellation can empty the last page: step back to the new last page.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  useEffect(() => {
    if (data && !bookings.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, bookings.isPlaceholderData, page, lastPage]);

  return (
    <section aria-labelledby={headingId} aria-busy={bookings.isPlaceholderData}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-semibold">
          {title}
        </h2>
        {data && data.total > 0 && (
          <p className="text-sm text-ink-muted">
            {data.total} {data.total === 1 ? "class" : "classes"}
          </p>
        )}
      </div>
      <div className="mt-4">
        {bookings.isPending ? (
          <LoadingState label="Loading your bookings…" />
        ) : bookings.isError ? (
          <LoadFailed onRetry={() => void bookings.refetch()}>
            {MESSAGES.loadBookingsFailed}
          </LoadFailed>
        ) : bookings.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-ink-muted">
            {empty}
          </p>
        ) : (
          <>
            <ul className="space-y-3">
              {bookings.data.items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard
                    booking={booking}
                    timeZone={timeZone}
                    onCancel={onCancel}
                    refusal={refusal?.bookingId === booking.id ? refusal.message : null}
                  />
                </li>
              ))}
            </ul>
            <Pager
              label={`${title} pages`}
              page={page}
              pageSize={bookings.data.pageSize}
              total={bookings.data.total}
              onPage={setPage}
              busy={bookings.isPlaceholderData}
            />
          </>
        )}
      </div>
    </section>
  );
}
