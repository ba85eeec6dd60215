import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "./auth/create-auth.ts";
import { loadSession, requireRole } from "./auth/guards.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import type { ChangeVersions } from "./db/change-versions.ts";
import { AppError } from "./errors.ts";
import { adminBookingRoutes } from "./features/admin-bookings/routes.ts";
import { adminCourseRoutes } from "./features/admin-courses/routes.ts";
import { adminPackageRoutes } from "./features/admin-packages/routes.ts";
import { adminTutorRoutes } from "./features/admin-tutors/routes.ts";
import { adminUserRoutes } from "./features/admin-users/routes.ts";
import { attendanceRoutes } from "./features/attendance/routes.ts";
import { bookingTermsRoutes } from "./features/booking-terms/routes.ts";
import { bookingRoutes } from "./features/bookings/routes.ts";
import { calendarFeedRoutes, calendarMeRoutes } from "./features/calendar/routes.ts";
import { classRoutes, myTimetableRoutes, tutorRoutes } from "./features/classes/routes.ts";
import { adminCreditPackRoutes, creditPackRoutes } from "./features/credit-packs/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { meRoutes } from "./features/me/routes.ts";
import { paymentRoutes, stripeWebhookRoutes } from "./features/payments/routes.ts";
import { packageRoutes, planPurchaseRoutes } from "./features/plans/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { rechargeRoutes } from "./features/recharge/routes.ts";
import { reportRoutes } from "./features/reports/routes.ts";
import { adminSaleRoutes, myReceiptRoutes } from "./features/sales/routes.ts";
import { adminSettingsRoutes } from "./features/settings/routes.ts";
import { studioRoutes } from "./features/studio/routes.ts";
import { testAuthRoutes } from "./features/test-auth/routes.ts";
import { adminWaitlistRoutes, waitlistRoutes } from "./features/waitlist/routes.ts";
import { limitBodySize } from "./http/body-limit.ts";
import { clientIp } from "./http/client-ip.ts";
import { requireSameOrigin } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { webAppRoutes } from "./http/web-app.ts";

/**
 * The reset link and a calendar feed's address carry their secret in the path; the log keeps the
 * path without it.
 */
const SECRET_IN_PATH = /^(\/api\/(?:auth\/reset-password|calendar)\/)[^/]+/;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    const log = deps.log.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    let changeVersions: Promise<ChangeVersions> | undefined;
    c.set("changeVersions", () => {
      changeVersions ??= deps.changeVersions();
      return changeVersions;
    });
    const started = performance.now();
    deps.requests.begin();
    try {
      await next();
    } finally {
      deps.requests.end();
    }
    // On the response's own headers: c.header() on a finished response would rebuild it around a
    // body stream, which costs the hottest reads (the timetable's) about half their throughput.
    c.res.headers.set("X-Request-Id", requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path.replace(SECRET_IN_PATH, "$1[token]"),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  app.use(securityHeaders, limitBodySize);

  app.on(["GET", "POST"], "/api/auth/*", (c) => {
    // Better Auth keys its rate limits by client address; it may only come from us, never the caller.
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.settings.TRUST_PROXY);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  // Stripe's webhook: outside the same-origin check and sessions (it proves itself by signature).
  app.route("/api/payments/stripe/webhook", stripeWebhookRoutes);

  const api = new Hono<AppEnv>()
    .use(requireSameOrigin, loadSession)
    .route("/health", healthRoutes)
    .route("/studio", studioRoutes)
    .route("/me", profileRoutes)
    .route("/me", meRoutes)
    .route("/me", planPurchaseRoutes)
    .route("/me", calendarMeRoutes)
    .route("/calendar", calendarFeedRoutes)
    .route("/me", myReceiptRoutes)
    .route("/packages", packageRoutes)
    .route("/credit-packs", creditPackRoutes)
    .route("/test-auth", testAuthRoutes)
    .route("/classes", classRoutes)
    .route("/me", myTimetableRoutes)
    .route("/classes", bookingTermsRoutes)
    .route("/classes", waitlistRoutes)
    .route("/tutors", tutorRoutes)
    .route("/bookings", bookingRoutes)
    .route("/payments", paymentRoutes)
    .use("/admin/*", requireRole("admin"))
    .route("/admin/courses", adminCourseRoutes)
    .route("/admin/bookings", adminBookingRoutes)
    .route("/admin/tutors", adminTutorRoutes)
    .route("/admin/attendance", attendanceRoutes)
    .route("/admin/users", adminUserRoutes)
    .route("/admin/recharge", rechargeRoutes)
    .route("/admin/packages", adminPackageRoutes)
    .route("/admin/credit-packs", adminCreditPackRoutes)
    .route("/admin/sales", adminSaleRoutes)
    .route("/admin/reports", reportRoutes)
    .route("/admin/settings", adminSettingsRoutes)
    .route("/admin/waitlist", adminWaitlistRoutes)
    .all("*", () => {
      throw new AppError("not_found", "There is nothing at this address.", 404);
    });
  app.route("/api", api);

  if (deps.webDir) app.route("/", webAppRoutes(deps));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, issues: error.issues } },
        error.status,
      );
    }
    c.var.log?.error({ err: error }, "unhandled error");
    return c.json(
      {
        error: {
          code: "internal",
          message: `Something went wrong on our side. Please try again. (Reference ${c.var.requestId})`,
        },
      },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
