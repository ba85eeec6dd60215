import { describe, expect, it } from "vitest";
import { googleCalendarLink } from "./google-calendar-link.ts";

describe("the Google Calendar link", () => {
  it("fills in the class, its UTC times and the studio's address", () => {
    const link = new URL(
      googleCalendarLink({
        title: "Ashtanga & Breath",
        // 12:15 to 13:45 in Kuala Lumpur.
        startsAt: "2026-12-02T04:15:00.000Z",
        endsAt: "2026-12-02T05:45:00.000Z",
        details: "Ashtanga Yoga with Priya Nair",
        location: "Jalan Bukit Bintang, 55100 Kuala Lumpur",
      }),
    );
    expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Ashtanga & Breath",
      dates: "20261202T041500Z/20261202T054500Z",
      details: "Ashtanga Yoga with Priya Nair",
      location: "Jalan Bukit Bintang, 55100 Kuala Lumpur",
    });
  });
});
