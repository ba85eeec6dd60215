import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse } from "../../db/factories.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("admin tutors on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    admin = (await signedInAdmin(testApp)).client;
  });
  afterAll(() => testApp.close());

  const put = (id: string, json: unknown) =>
    admin.request(`/api/admin/tutors/${id}`, { method: "PUT", json });

  it("adds, edits and lists a tutor", async () => {
    const created = await admin.post("/api/admin/tutors", {
      name: " Lina ",
      bio: " Gentle flows. ",
      photoUrl: "",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(
      await (
        await put(id, {
          name: "Lina Yusof",
          bio: "Gentle flows.",
          photoUrl: "https://example.com/lina.jpg",
        })
      ).json(),
    ).toMatchObject({
      name: "Lina Yusof",
      photoUrl: "https://example.com/lina.jpg",
    });
    const listed = (await (await admin.get("/api/admin/tutors")).json()) as { name: string }[];
    expect(listed.map((item) => item.name)).toContain("Lina Yusof");
  });

  it.each([
    [{ name: "", bio: "Bio" }, "Tutor name is required"],
    [{ name: "Name", bio: "  " }, "Short bio is required"],
    [
      { name: "Name", bio: "Bio", photoUrl: "javascript:alert(1)" },
      "Photo URL must be an http or https address",
    ],
    [
      { name: "Name", bio: "Bio", photoUrl: "not a url" },
      "Photo URL must be an http or https address",
    ],
  ])("refuses %o and adds nothing", async (body, message) => {
    const count = (await testApp.deps.db.select().from(tutor)).length;
    const response = await admin.post("/api/admin/tutors", body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await testApp.deps.db.select().from(tutor)).toHaveLength(count);
  });

  it("deletes a tutor and leaves their classes with no tutor", async () => {
    const { id } = await (
      await admin.post("/api/admin/tutors", { name: "Leaving", bio: "Moving abroad." })
    ).json();
    const item = await createCourse(testApp.deps.db, {
      title: "Farewell Flow",
      courseType: "Vinyasa Flow",
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      tutorId: id,
      totalSlots: 10,
      credits: 1,
    });
    expect((await admin.request(`/api/admin/tutors/${id}`, { method: "DELETE" })).status).toBe(200);
    const [orphan] = await testApp.deps.db.select().from(course).where(eq(course.id, item.id));
    expect(orphan!.tutorId).toBeNull();
    const timetable = (await (await admin.get("/api/classes")).json()) as {
      id: string;
      tutor: unknown;
    }[];
    expect(timetable.find((entry) => entry.id === item.id)?.tutor).toBeNull();
    expect((await admin.request(`/api/admin/tutors/${id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses students and changes nothing", async () => {
    const { client } = await signedInStudent(testApp);
    const [existing] = await testApp.deps.db.select().from(tutor).limit(1);
    const before = await testApp.deps.db.select().from(tutor);
    for (const response of [
      await client.get("/api/admin/tutors"),
      await client.post("/api/admin/tutors", { name: "Sneaky", bio: "No." }),
      await client.request(`/api/admin/tutors/${existing!.id}`, {
        method: "PUT",
        json: { name: "X", bio: "Y" },
      }),
      await client.request(`/api/admin/tutors/${existing!.id}`, { method: "DELETE" }),
    ]) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe(MESSAGES.adminOnly);
    }
    expect(await testApp.deps.db.select().from(tutor)).toEqual(before);
  });
});
