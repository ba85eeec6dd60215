import { type APIRequestContext, expect } from "@playwright/test";
import type { StudioClass } from "../../src/shared/classes.ts";
import { addClassThroughApi, tutorsThroughApi } from "./admin-api.ts";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The classes from the start of today (studio time), with the statuses of whoever `request` is. */
export async function apiClasses(request: APIRequestContext): Promise<StudioClass[]> {
  const response = await request.get("/api/classes");
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as StudioClass[];
}

/**
 * A public class open for booking that the free trial's 14 credits pay for, starting far enough
 * ahead (6 hours) that it can still be cancelled while the test runs.
 */
export async function classTheTrialCanBook(request: APIRequestContext): Promise<StudioClass> {
  const item = (await apiClasses(request)).find(
    (candidate) =>
      candidate.status === "available" &&
      !candidate.isPrivate &&
      candidate.credits <= 14 &&
      new Date(candidate.startsAt).getTime() > Date.now() + 6 * HOUR_MS,
  );
  expect(item, "a class the free trial can book").toBeDefined();
  return item!;
}

/** The free trial's 14 credits for whoever `request` is signed in as. */
export async function claimFreeTrial(request: APIRequestContext): Promise<void> {
  const response = await request.post("/api/me/free-trial", { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Books a class as whoever `request` is; answers the booking's id. */
export async function bookThroughApi(
  request: APIRequestContext,
  courseId: string,
): Promise<string> {
  const response = await request.post("/api/bookings", { data: { courseId } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { bookingId: string }).bookingId;
}

export async function cancelThroughApi(
  request: APIRequestContext,
  bookingId: string,
): Promise<void> {
  const response = await request.post(`/api/bookings/${bookingId}/cancel`, { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Buys a package with credits as whoever `request` is. */
export async function buyPackageThroughApi(
  request: APIRequestContext,
  packageName: string,
): Promise<void> {
  const packages = (await (await request.get("/api/packages")).json()) as {
    id: string;
    name: string;
  }[];
  const chosen = packages.find((offer) => offer.name === packageName);
  expect(chosen, `the package ${packageName}`).toBeDefined();
  const response = await request.post("/api/me/subscriptions", { data: { packageId: chosen!.id } });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Adds a one-off public class through the admin API, starting `startsInMs` from now, with the
 * first tutor; answers its id. `admin` must be signed in as an administrator.
 */
export async function createClassAsAdmin(
  admin: APIRequestContext,
  spec: { title: string; startsInMs: number; credits?: number; totalSlots?: number },
): Promise<string> {
  const [tutor] = await tutorsThroughApi(admin);
  const startsAt = new Date(Date.now() + spec.startsInMs);
  startsAt.setUTCSeconds(0, 0);
  const saved = await addClassThroughApi(admin, {
    title: spec.title,
    courseType: "Hatha Yoga",
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR_MS),
    tutorId: tutor!.id,
    totalSlots: spec.totalSlots ?? 10,
    credits: spec.credits ?? 1,
  });
  return saved.id;
}
