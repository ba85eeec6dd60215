import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import type { PageRenderer } from "../shared/studio.ts";
import { type Auth, createAuth, promoteAdminEmails } from "./auth/create-auth.ts";
import { createSessionReader } from "./auth/read-session.ts";
import { BackgroundTasks } from "./background-tasks.ts";
import type { AppDeps } from "./context.ts";
import { createChangeVersions } from "./db/change-versions.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { baseUrl, type Settings } from "./env.ts";
import { createKeptAdminCourses } from "./features/admin-courses/kept-admin-courses.ts";
import { createUsersList } from "./features/admin-users/list-users.ts";
import { createKeptAttendance } from "./features/attendance/kept-attendance.ts";
import { createBookingAttempts } from "./features/bookings/booking-attempts.ts";
import { createTimetableCache } from "./features/classes/timetable-cache.ts";
import { startCreditExpiry } from "./features/credits/credit-expiry.ts";
import { type MailingRoundDeps, startMailSender } from "./features/notifications/mail-sender.ts";
import { bookingMailContext } from "./features/notifications/queue-booking-mail.ts";
import { createStripeClient } from "./features/payments/stripe-client.ts";
import { startClassReminders } from "./features/reminders/reminder-sender.ts";
import { createSalesReports } from "./features/reports/get-sales-report.ts";
import { createKeptTransactions } from "./features/reports/kept-transactions.ts";
import { createSettingsReader } from "./features/settings/settings-reader.ts";
import { createWaitlistJoins } from "./features/waitlist/join-waitlist.ts";
import { startWaitlistPromoter } from "./features/waitlist/waitlist-promoter.ts";
import { requestsUnderWay } from "./http/requests-under-way.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";

const VITE_DEV_ORIGIN = "http://localhost:5173";
/** How long an instance must have answered every request for its e-mails to go out (at most 1 s). */
const REQUESTS_SETTLE_MS = 100;

/** BETTER_AUTH_SECRET, or one made once and kept in the data folder so sessions survive restarts. */
export function resolveAuthSecret(settings: Settings): string {
  if (settings.BETTER_AUTH_SECRET) return settings.BETTER_AUTH_SECRET;
  const file = join(settings.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Wires the app's parts around an open database. */
export async function composeDeps(options: {
  settings: Settings;
  database: DatabaseHandle;
  log: Logger;
  secret: string;
  mailer?: Mailer;
  now?: () => Date;
  webDir?: string;
  renderPage?: PageRenderer;
}): Promise<AppDeps> {
  const { settings, database, log } = options;
  // In development Vite serves the pages on its own port and forwards /api with that Origin.
  const trustedOrigins = [
    new URL(baseUrl(settings)).origin,
    ...(settings.NODE_ENV === "development" ? [VITE_DEV_ORIGIN] : []),
  ];
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      outboxDir: join(settings.DATA_DIR, "outbox"),
      log,
    });
  const background = new BackgroundTasks();
  const now = options.now ?? (() => new Date());
  const requests = requestsUnderWay(REQUESTS_SETTLE_MS);
  const mail = startMailSender({ db: database.db, mailer, log, background, now, requests });
  const studioSettings = createSettingsReader(database.db, settings);
  const rounds: MailingRoundDeps = {
    db: database.db,
    log,
    background,
    now,
    mail,
    mailContext: () => bookingMailContext({ studioSettings, settings }),
  };
  const waitlist = startWaitlistPromoter(rounds);
  const reminders = startClassReminders(rounds);
  const creditExpiry = startCreditExpiry(rounds);
  const auth = createAuth({
    db: database.db,
    settings,
    secret: options.secret,
    mailer,
    log,
    background,
    trustedOrigins,
    studioSettings,
    now,
  });
  await promoteAdminEmails(database.db, settings.ADMIN_EMAIL);
  return {
    db: database.db,
    auth,
    ...(await createInstanceKeeps(database.db, auth)),
    settings,
    mailer,
    mail,
    requests,
    waitlist,
    stopRounds() {
      mail.stop();
      waitlist.stop();
      reminders.stop();
      creditExpiry.stop();
    },
    log,
    background,
    studioSettings,
    bookingAttempts: createBookingAttempts(database.db, database.connections),
    waitlistJoins: createWaitlistJoins(database.db),
    stripe: createStripeClient(settings),
    now,
    webDir: options.webDir,
    renderPage: options.renderPage,
    trustedOrigins,
  };
}

/**
 * What an app instance keeps in its memory while the database's change versions hold, and its
 * reader of those versions: each instance has its own, so what it answers it read itself (a
 * second instance in a test is made with another set: testing/another-instance.ts).
 */
export async function createInstanceKeeps(db: Database, auth: Auth) {
  return {
    changeVersions: createChangeVersions(db),
    readSession: await createSessionReader(db, auth),
    timetable: createTimetableCache(db),
    salesReports: createSalesReports(db),
    transactions: createKeptTransactions(db),
    attendance: createKeptAttendance(db),
    adminClasses: createKeptAdminCourses(db),
    usersList: createUsersList(db),
  } satisfies Partial<AppDeps>;
}
