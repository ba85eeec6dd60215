import type { Logger } from "pino";
import type Stripe from "stripe";
import type { StudioSettings } from "../shared/settings.ts";
import type { PageRenderer } from "../shared/studio.ts";
import type { Auth, SessionData } from "./auth/create-auth.ts";
import type { SessionReader } from "./auth/read-session.ts";
import type { BackgroundTasks } from "./background-tasks.ts";
import type { ChangeVersions, ChangeVersionsReader } from "./db/change-versions.ts";
import type { Database } from "./db/client.ts";
import type { Settings } from "./env.ts";
import type { KeptAdminCourses } from "./features/admin-courses/kept-admin-courses.ts";
import type { UsersList } from "./features/admin-users/list-users.ts";
import type { KeptAttendance } from "./features/attendance/kept-attendance.ts";
import type { BookingAttempts } from "./features/bookings/booking-attempts.ts";
import type { TimetableCache } from "./features/classes/timetable-cache.ts";
import type { MailSender } from "./features/notifications/mail-sender.ts";
import type { SalesReports } from "./features/reports/get-sales-report.ts";
import type { KeptTransactions } from "./features/reports/kept-transactions.ts";
import type { WaitlistJoins } from "./features/waitlist/join-waitlist.ts";
import type { WaitlistPromoter } from "./features/waitlist/waitlist-promoter.ts";
import type { RequestsUnderWay } from "./http/requests-under-way.ts";
import type { Mailer } from "./mail/mailer.ts";

/** What the app needs from the outside world; tests build it with a fresh database. */
export interface AppDeps {
  db: Database;
  auth: Auth;
  /** The session of a request's cookie, as of the request's change versions. */
  readSession: SessionReader;
  /** The database's change versions, read afresh and shared by the requests of a turn. */
  changeVersions: ChangeVersionsReader;
  settings: Settings;
  mailer: Mailer;
  /** Sends the e-mails queued in the database; kick it once a change that queued one commits. */
  mail: MailSender;
  /** The requests this instance is answering; the mail sender waits for them. */
  requests: RequestsUnderWay;
  /** Gives freed seats to the waitlist; call `fill` once a change that freed one commits. */
  waitlist: WaitlistPromoter;
  /** Stops the looks of the background work (mail, waitlists, reminders) before a stop. */
  stopRounds(): void;
  log: Logger;
  /** Work that outlives its request; a stop waits for it. */
  background: BackgroundTasks;
  /** The studio's settings (identity and booking policies) as saved now. */
  studioSettings: () => Promise<StudioSettings>;
  /** Students' own booking attempts: in turns, a refusal judged before its transaction. */
  bookingAttempts: BookingAttempts;
  /** Students joining lines: the joins that arrive together in one transaction, a batch at a time. */
  waitlistJoins: WaitlistJoins;
  /** This instance's copy of the visitors' timetable, checked against the database's version. */
  timetable: TimetableCache;
  /** Sales reports: their days kept in the database and in this instance, each range's last sums. */
  salesReports: SalesReports;
  /** The report's transactions: counts and CSV files kept in this instance while they hold. */
  transactions: KeptTransactions;
  /** Admin Attendance's answers, kept in this instance while they hold. */
  attendance: KeptAttendance;
  /** Admin Courses' lists, kept in this instance while they hold. */
  adminClasses: KeptAdminCourses;
  /** All Users, with the members' counts kept in this instance while they hold. */
  usersList: UsersList;
  /** Stripe's client with the studio's keys; null while online payments are off (issue #24). */
  stripe: Stripe | null;
  /** The clock every time rule reads. */
  now: () => Date;
  /** Origins whose pages may change state through the API (the site's own, and Vite's in dev). */
  trustedOrigins: string[];
  /** The built web app; absent in API-only tests. */
  webDir?: string;
  /** Draws public pages on the server for a first visit; absent without a build (dist/ssr). */
  renderPage?: PageRenderer;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: SessionData | null;
    requestId: string;
    log: Logger;
    /** The change versions as of this request: read once for it, when first asked for. */
    changeVersions: () => Promise<ChangeVersions>;
  };
}
