import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createTutor } from "../../db/factories.ts";
import { readableMail, startSmtpCapture } from "../../testing/smtp-capture.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("booking e-mails", () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let courseId: string;

  // 12:15 on Wednesday 2 December 2026 in Kuala Lumpur: noon, which a twelve-hour clock can
  // get wrong ("0:15 pm").
  const startsAt = new Date("2026-12-02T04:15:00Z");

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // The app's clock two days before the class, whatever the day the tests run: within the
    // window to book and to cancel with a refund.
    const twoDaysBefore = new Date(startsAt.getTime() - 2 * 24 * 60 * 60_000);
    testApp = await createTestApp({
      kind: "embedded",
      env: { SMTP_URL: smtp.url },
      now: () => twoDaysBefore,
    });
    const tutor = await createTutor(testApp.deps.db, { name: "Priya Nair", bio: "Ashtanga." });
    courseId = (
      await createCourse(testApp.deps.db, {
        title: "Ashtanga Primary Series",
        courseType: "Ashtanga Yoga",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 90 * 60_000),
        tutorId: tutor.id,
        totalSlots: 10,
        credits: 3,
      })
    ).id;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it("mails the student when they book and when they cancel, in studio time", async () => {
    const { client, email } = await signedInStudent(testApp, { credits: 5 });
    const { bookingId } = await (await client.post("/api/bookings", { courseId })).json();
    const booked = await smtp.mailTo(email);
    expect(booked.raw).toContain(
      "Subject: Booked: Ashtanga Primary Series, Wed, 2 Dec 2026, 12:15 pm",
    );
    expect(readableMail(booked.raw)).toContain("with Priya Nair");

    await client.post(`/api/bookings/${bookingId}/cancel`, {});
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(2);
    expect(readableMail(smtp.received.at(-1)!.raw)).toContain(
      "3 credits are back in your account.",
    );
  });

  it("signs with the studio's name as the owner saved it, without a restart", async () => {
    const admin = await signedInAdmin(testApp);
    await admin.client.request("/api/admin/settings", {
      method: "PATCH",
      json: { identity: { name: "Lotus Room KL" } },
    });
    const { client, email } = await signedInStudent(testApp, { credits: 5 });
    await client.post("/api/bookings", { courseId });
    expect(readableMail((await smtp.mailTo(email)).raw)).toContain("Lotus Room KL");
  });

  it("sends nothing to a student who switched the e-mails off", async () => {
    const { client, email } = await signedInStudent(testApp, { credits: 5 });
    await client.request("/api/me", { method: "PATCH", json: { emailNotifications: false } });
    expect((await client.post("/api/bookings", { courseId })).status).toBe(201);
    const other = await signedInStudent(testApp, { credits: 5 });
    await other.client.post("/api/bookings", { courseId });
    await smtp.mailTo(other.email);
    expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});
