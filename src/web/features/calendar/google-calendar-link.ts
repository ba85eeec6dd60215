/** "2026-12-02T04:15:00.000Z" → "20261202T041500Z": the UTC form Google Calendar's dates take. */
function utcBasic(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Google Calendar's page for adding one event, filled in: it needs no account link with the
 * studio, only the student's own sign-in to Google. Times are given in UTC, so Google shows them
 * in the student's zone correctly whatever the browser's.
 */
export function googleCalendarLink(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  details: string;
  location: string;
}): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcBasic(event.startsAt)}/${utcBasic(event.endsAt)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
