import { eq, isNull } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { deliverQueuedMail, MAIL_ATTEMPTS } from "./deliver-queued-mail.ts";
import { queueMail } from "./queue-mail.ts";

const NOW = new Date("2026-12-01T01:00:00Z");
const MINUTE = 60_000;
const log = pino({ level: "silent" });

const message = (index: number): MailMessage => ({
  to: `student${index}@example.com`,
  subject: `Mail ${index}`,
  text: "Hello",
  html: "<p>Hello</p>",
});

/** A mail server that keeps what it is sent, or refuses everything. */
function mailServer(refusing = false) {
  const sent: string[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (refusing) throw new Error("421 try again later");
      sent.push(mail.subject);
    },
  };
  return { sent, mailer };
}

/** The mails owed, kept in the database until an instance has sent them. */
describe.each(testDatabases())("the mail queue on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    // The app's own sender would take the test's mails: it is stopped, and this test sends.
    testApp.deps.mail.stop();
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.deps.db.delete(queuedMail);
  });

  const deliverAll = async (mailer: Mailer, instance: string, now = NOW) => {
    while ((await deliverQueuedMail({ db: testApp.deps.db, mailer, log, instance, now })) > 0) {}
  };

  it("sends each mail once, however many instances send at the same time", async () => {
    await queueMail(
      testApp.deps.db,
      Array.from({ length: 45 }, (_, index) => message(index)),
    );
    const first = mailServer();
    const second = mailServer();
    await Promise.all([deliverAll(first.mailer, "one"), deliverAll(second.mailer, "two")]);
    const sent = [...first.sent, ...second.sent].sort();
    expect(sent).toEqual(Array.from({ length: 45 }, (_, index) => `Mail ${index}`).sort());
    expect(
      await testApp.deps.db.select().from(queuedMail).where(isNull(queuedMail.sentAt)),
    ).toEqual([]);
  });

  it("keeps a mail the server refused, tries it again once its claim expires, and gives up after its tries", async () => {
    await queueMail(testApp.deps.db, [message(1)]);
    const down = mailServer(true);
    await deliverAll(down.mailer, "one");
    const [failed] = await testApp.deps.db.select().from(queuedMail);
    expect(failed).toMatchObject({ attempts: 1, lastError: "421 try again later", sentAt: null });

    // Not before the claim expires: a failing server is not hammered.
    const up = mailServer();
    await deliverAll(up.mailer, "two", new Date(NOW.getTime() + MINUTE));
    expect(up.sent).toEqual([]);
    await deliverAll(up.mailer, "two", new Date(NOW.getTime() + 3 * MINUTE));
    expect(up.sent).toEqual(["Mail 1"]);

    await queueMail(testApp.deps.db, [message(2)]);
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS + 2; attempt++) {
      await deliverAll(down.mailer, "one", new Date(NOW.getTime() + attempt * 3 * MINUTE));
    }
    const [abandoned] = await testApp.deps.db
      .select()
      .from(queuedMail)
      .where(eq(queuedMail.subject, "Mail 2"));
    expect(abandoned).toMatchObject({ attempts: MAIL_ATTEMPTS, sentAt: null });
  });

  it("takes over the claim of an instance that died before sending", async () => {
    await queueMail(testApp.deps.db, [message(3)]);
    // Claimed by an instance killed at once: the row says so, nothing was sent.
    await testApp.deps.db
      .update(queuedMail)
      .set({ claimedBy: "killed", claimedAt: NOW, attempts: 1 });
    const server = mailServer();
    await deliverAll(server.mailer, "survivor", new Date(NOW.getTime() + MINUTE));
    expect(server.sent).toEqual([]);
    await deliverAll(server.mailer, "survivor", new Date(NOW.getTime() + 3 * MINUTE));
    expect(server.sent).toEqual(["Mail 3"]);
    const [row] = await testApp.deps.db.select().from(queuedMail);
    expect(row).toMatchObject({ claimedBy: "survivor", attempts: 2 });
    expect(row!.sentAt).not.toBeNull();
  });
});
