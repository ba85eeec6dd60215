import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Tutor } from "../../src/shared/classes.ts";
import type { CourseRecord } from "../../src/web/features/admin-courses/admin-course.ts";

export interface ClassInput {
  title: string;
  courseType: string;
  startsAt: Date;
  endsAt: Date;
  tutorId: string;
  totalSlots: number;
  credits: number;
  isPrivate?: boolean;
}

/** Adds a class through the admin API; `request` must be signed in as an admin. */
export async function addClassThroughApi(
  request: APIRequestContext,
  input: ClassInput,
): Promise<CourseRecord> {
  const response = await request.post("/api/admin/courses", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { courses: CourseRecord[] }).courses[0]!;
}

export async function tutorsThroughApi(request: APIRequestContext): Promise<Tutor[]> {
  const response = await request.get("/api/tutors");
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Tutor[];
}

/** The settings as a journey found them, put back after it: every other journey expects them. */
export async function keepSettings(admin: APIRequestContext) {
  const saved = await (await admin.get("/api/admin/settings")).json();
  return async () => {
    const restored = await admin.patch("/api/admin/settings", {
      headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
      data: { identity: saved.identity, policies: saved.policies },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  };
}
