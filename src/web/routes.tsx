import type { ComponentType } from "react";
import { type RouteObject, redirect } from "react-router";
import type { ReceiptDocument } from "../shared/sales.ts";
import { LoadingState } from "./components/ui/loading-state.tsx";
import { PublicLayout } from "./features/shell/public-layout.tsx";
import { RouteError } from "./routes/route-error.tsx";

/** Shown in a screen's place while its code arrives. */
function PageLoading() {
  // A screen's height, so the footer does not show and then jump down when the page arrives.
  return (
    <div className="min-h-dvh">
      <LoadingState label="Loading…" />
    </div>
  );
}

/**
 * A screen loaded on first visit. The fallback sits on the screen's own route, so on a first
 * load the layout above it (navigation, footer) renders at once and only the page area waits.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, "lazy" | "HydrateFallback"> {
  return { HydrateFallback: PageLoading, lazy: async () => ({ Component: await load() }) };
}

/** A student's receipt or credit note: one screen for both kinds, at the addresses e-mails link to. */
function myDocument(kind: ReceiptDocument["kind"]): Pick<RouteObject, "lazy" | "HydrateFallback"> {
  return page(async () => {
    const { MyDocumentPage } = await import("./routes/account/my-document-page.tsx");
    return function MyDocumentRoute() {
      return <MyDocumentPage kind={kind} />;
    };
  });
}

/**
 * The route table of spec §2, used by the browser (app.tsx) and by the server's first drawing of
 * public pages (prerender.tsx). Every screen is its own lazy chunk; the admin area (layout, guard
 * and pages) is only fetched when someone opens an /admin address, so visitors never load it.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        ...page(async () => (await import("./routes/public/home-page.tsx")).HomePage),
      },
      {
        path: "plan",
        ...page(async () => (await import("./routes/public/plans-page.tsx")).PlansPage),
      },
      {
        path: "timetable",
        ...page(async () => (await import("./routes/public/timetable-page.tsx")).TimetablePage),
      },
      {
        path: "about",
        ...page(async () => (await import("./routes/public/about-page.tsx")).AboutPage),
      },
      {
        path: "me",
        ...page(async () => (await import("./routes/account/me-page.tsx")).MePage),
      },
      { path: "me/receipts/:id", ...myDocument("receipt") },
      { path: "me/credit-notes/:id", ...myDocument("credit_note") },
      {
        path: "payments/:id",
        ...page(async () => (await import("./routes/account/payment-page.tsx")).PaymentPage),
      },
      {
        path: "book",
        ...page(async () => (await import("./routes/public/book-page.tsx")).BookPage),
      },
      {
        path: "login",
        ...page(async () => (await import("./routes/public/login-page.tsx")).LoginPage),
      },
      {
        path: "reset-password",
        ...page(
          async () => (await import("./routes/public/reset-password-page.tsx")).ResetPasswordPage,
        ),
      },
      {
        path: "testauth",
        ...page(async () => (await import("./routes/public/test-auth-page.tsx")).TestAuthPage),
      },
      {
        path: "*",
        ...page(async () => (await import("./routes/public/not-found-page.tsx")).NotFoundPage),
      },
    ],
  },
  {
    path: "/admin",
    ErrorBoundary: RouteError,
    ...page(async () => (await import("./routes/admin/admin-layout.tsx")).AdminLayout),
    children: [
      { index: true, loader: () => redirect("/admin/courses") },
      {
        path: "courses",
        ...page(async () => (await import("./routes/admin/courses-page.tsx")).CoursesPage),
      },
      {
        path: "add_course",
        ...page(async () => (await import("./routes/admin/add-course-page.tsx")).AddCoursePage),
      },
      {
        path: "edit_course/:id",
        ...page(async () => (await import("./routes/admin/edit-course-page.tsx")).EditCoursePage),
      },
      {
        path: "courses/:id/roster",
        ...page(async () => (await import("./routes/admin/roster-page.tsx")).RosterPage),
      },
      {
        path: "tutors",
        ...page(async () => (await import("./routes/admin/tutors-page.tsx")).TutorsPage),
      },
      {
        path: "attendance",
        ...page(async () => (await import("./routes/admin/attendance-page.tsx")).AttendancePage),
      },
      {
        path: "recharge",
        ...page(async () => (await import("./routes/admin/recharge-page.tsx")).RechargePage),
      },
      {
        path: "sales/:id",
        ...page(async () => (await import("./routes/admin/sale-page.tsx")).SalePage),
      },
      {
        path: "users",
        ...page(async () => (await import("./routes/admin/users-page.tsx")).UsersPage),
      },
      {
        path: "packages",
        ...page(async () => (await import("./routes/admin/packages-page.tsx")).PackagesPage),
      },
      {
        path: "add_package",
        ...page(async () => (await import("./routes/admin/add-package-page.tsx")).AddPackagePage),
      },
      {
        path: "edit_package/:id",
        ...page(async () => (await import("./routes/admin/edit-package-page.tsx")).EditPackagePage),
      },
      {
        path: "reports",
        ...page(async () => (await import("./routes/admin/reports-page.tsx")).ReportsPage),
      },
      {
        path: "settings",
        ...page(async () => (await import("./routes/admin/settings-page.tsx")).SettingsPage),
      },
    ],
  },
];
