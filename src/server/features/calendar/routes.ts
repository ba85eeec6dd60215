import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { baseUrl } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { pathId } from "../../http/validate.ts";
import { getCalendarFeedUrl } from "./get-calendar-feed-url.ts";
import { readCalendarStudio } from "./read-calendar-studio.ts";
import { renderBookingCalendar } from "./render-booking-calendar.ts";
import { FEED_NOT_FOUND, renderCalendarFeed } from "./render-calendar-feed.ts";
import { resetCalendarFeed } from "./reset-calendar-feed.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** Under /api/me: the student's own feed address and their bookings as calendar files. */
export const calendarMeRoutes = new Hono<AppEnv>()
  .get("/calendar-feed", async (c) => {
    const session = requireSession(c.var.session);
    c.header("Cache-Control", "no-store");
    return c.json(
      await getCalendarFeedUrl(c.var.deps.db, {
        userId: session.user.id,
        appUrl: baseUrl(c.var.deps.settings),
      }),
    );
  })
  .post("/calendar-feed/reset", async (c) => {
    const session = requireSession(c.var.session);
    const reset = await resetCalendarFeed(c.var.deps.db, {
      userId: session.user.id,
      appUrl: baseUrl(c.var.deps.settings),
    });
    c.var.log.info({ userId: session.user.id }, "calendar feed address reset");
    return c.json(reset);
  })
  .get("/bookings/:id/calendar.ics", async (c) => {
    const { deps } = c.var;
    const session = requireSession(c.var.session);
    const bookingId = pathId(c.req.param("id"), "booking_not_found", MESSAGES.bookingNotFound);
    const { filename, content } = await renderBookingCalendar(deps.db, {
      userId: session.user.id,
      bookingId,
      studio: await readCalendarStudio(deps),
      now: deps.now(),
    });
    c.header("Content-Type", CALENDAR_TYPE);
    c.header("Content-Disposition", `attachment; filename="${filename}"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(content);
  });

/**
 * Under /api/calendar: the personal feeds that calendar apps fetch, with no session, by their
 * secret address (`<token>.ics`); a wrong or reset one is not found.
 */
export const calendarFeedRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  const { deps } = c.var;
  const file = c.req.param("file");
  if (!file.endsWith(".ics")) throw new AppError("not_found", FEED_NOT_FOUND, 404);
  const content = await renderCalendarFeed(deps.db, {
    token: file.slice(0, -".ics".length),
    studio: await readCalendarStudio(deps),
    now: deps.now(),
  });
  c.header("Content-Type", CALENDAR_TYPE);
  // Each student's own, and current at each fetch: never kept by a shared cache or the app.
  c.header("Cache-Control", "private, no-store");
  return c.body(content);
});
