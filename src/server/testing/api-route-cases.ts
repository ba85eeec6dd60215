import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { creditPackSchema } from "../../shared/sales.ts";
import { createCourse, createCreditBooking, createPackage, createTutor } from "../db/factories.ts";
import { waitlistEntry } from "../db/schema/courses.ts";
import { paymentOrder } from "../db/schema/payments.ts";
import { getCalendarFeedUrl } from "../features/calendar/get-calendar-feed-url.ts";
import { saveCreditPack } from "../features/credit-packs/save-credit-pack.ts";
import { refundSale } from "../features/sales/refund-sale.ts";
import { sellCredits } from "../features/sales/sell-credits.ts";
import { signedInStudent } from "./students.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

/** Who calls: the access matrix asks each route of each of them. */
export const PERSONAS = ["visitor", "student", "otherStudent", "disabledStudent", "admin"] as const;
export type Persona = (typeof PERSONAS)[number];

export interface RouteContext {
  testApp: TestApp;
  /** The user ids of the signed-in personas; `student` owns the bookings other cases make. */
  userIds: Record<Exclude<Persona, "visitor">, string>;
}

/** One call of a route: the address (with its query) and, for state changes, a valid JSON body. */
export interface RouteCall {
  path: string;
  body?: Record<string, unknown>;
  /** Headers the call needs besides a browser's (a webhook's signature). */
  headers?: Record<string, string>;
}

export interface RouteCase {
  /** A valid call, on objects made for it alone, so that no case depends on another's leftovers. */
  call(context: RouteContext): Promise<RouteCall>;
  /** The answer each persona gets. */
  expected: Record<Persona, number>;
}

const HOUR_MS = 3_600_000;

const everyone = (status: number): Record<Persona, number> => ({
  visitor: status,
  student: status,
  otherStudent: status,
  disabledStudent: status,
  admin: status,
});

/** Open to all, signed in or not. A disabled student's cookie is simply no session any more. */
const publicRoute = (status = 200) => everyone(status);

/** About the caller's own account: any signed-in person. */
const ownRoute = (status: number) => ({ ...everyone(status), visitor: 401, disabledStudent: 401 });

/** About one student's object: nobody else may touch it, and they learn nothing of it either. */
const ownedByStudent = (status: number) => ({ ...ownRoute(404), student: status });

/** The studio's administration. */
const adminRoute = (status = 200) => ({
  visitor: 401,
  student: 403,
  otherStudent: 403,
  disabledStudent: 401,
  admin: status,
});

/** A desk sale of two credits to the `student` persona, on its own receipt. */
async function newSale({ testApp, userIds }: RouteContext): Promise<string> {
  const sold = await testApp.deps.db.transaction((tx) =>
    sellCredits(tx, {
      userId: userIds.student,
      amount: 2,
      paid: 3600,
      paymentMethod: "Cash",
      reference: "",
      remark: "",
      actorId: userIds.admin,
      now: new Date(),
      timeZone: testApp.deps.settings.STUDIO_TIME_ZONE,
    }),
  );
  return sold.receipt.id;
}

/** An open order of the `student` persona for a new credit pack. */
async function newOrder({ testApp, userIds }: RouteContext): Promise<string> {
  const pack = await saveCreditPack(testApp.deps.db, {
    values: creditPackSchema.parse(creditPackBody()),
  });
  const [order] = await testApp.deps.db
    .insert(paymentOrder)
    .values({
      userId: userIds.student,
      creditPackId: pack.id,
      item: pack.name,
      credits: pack.credits,
      amountSen: pack.priceSen,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: paymentOrder.id });
  return order!.id;
}

/** An event of a kind the studio does not act on, signed as Stripe signs, with the app's secret. */
function signedStripeEvent(testApp: TestApp): RouteCall {
  const body = {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "customer.created",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: "cus_matrix", object: "customer" } },
  };
  const signature = new Stripe("sk_test_matrix").webhooks.generateTestHeaderString({
    payload: JSON.stringify(body),
    secret: testApp.deps.settings.STRIPE_WEBHOOK_SECRET ?? "whsec_none",
  });
  return { path: "/api/payments/stripe/webhook", body, headers: { "stripe-signature": signature } };
}

/** A credit note for part of a new sale to the `student` persona. */
async function newCreditNote(context: RouteContext): Promise<string> {
  const saleId = await newSale(context);
  const refunded = await context.testApp.deps.db.transaction((tx) =>
    refundSale(tx, {
      saleId,
      amountSen: 1000,
      credits: 0,
      reason: "Matrix",
      actorId: context.userIds.admin,
      now: new Date(),
      timeZone: context.testApp.deps.settings.STUDIO_TIME_ZONE,
    }),
  );
  return refunded.creditNote.id;
}

const creditPackBody = () => ({
  name: `Matrix Pack ${randomUUID()}`,
  credits: 5,
  priceRm: "90.00",
  validityDays: 30,
  onSale: true,
});

/** A class three days ahead, on objects of its own: what a route case books, edits or reads. */
export async function futureClass(
  testApp: TestApp,
  overrides: { totalSlots?: number; credits?: number } = {},
) {
  const startsAt = new Date(Date.now() + 72 * HOUR_MS);
  return createCourse(testApp.deps.db, {
    title: `Matrix Flow ${randomUUID().slice(0, 6)}`,
    courseType: "Vinyasa Flow",
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR_MS),
    tutorId: null,
    totalSlots: overrides.totalSlots ?? 10,
    credits: overrides.credits ?? 1,
  });
}

async function studentBooking(context: RouteContext) {
  const item = await futureClass(context.testApp);
  return createCreditBooking(context.testApp.deps.db, context.userIds.student, item.id);
}

/** A class under way (its attendance open), with `student` booked into it. */
async function classUnderWay(context: RouteContext) {
  const startsAt = new Date(Date.now() - 10 * 60_000);
  const item = await createCourse(context.testApp.deps.db, {
    title: `Matrix Flow ${randomUUID().slice(0, 6)}`,
    courseType: "Vinyasa Flow",
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR_MS),
    tutorId: null,
    totalSlots: 10,
    credits: 1,
  });
  const held = await createCreditBooking(
    context.testApp.deps.db,
    context.userIds.student,
    item.id,
    { bookedAt: new Date(startsAt.getTime() - HOUR_MS) },
  );
  return { item, held };
}

/** A class of one seat, taken by a member who is none of the personas. */
async function fullClass(context: RouteContext) {
  const item = await futureClass(context.testApp, { totalSlots: 1 });
  const holder = await signedInStudent(context.testApp, { credits: 5 });
  await createCreditBooking(context.testApp.deps.db, holder.userId, item.id);
  return item;
}

/** `student` waiting in the line of a full class. */
async function studentWaiting(context: RouteContext) {
  const item = await fullClass(context);
  const [place] = await context.testApp.deps.db
    .insert(waitlistEntry)
    .values({ courseId: item.id, userId: context.userIds.student, joinedAt: new Date() })
    .returning();
  return place!;
}

const newPackage = (context: RouteContext) =>
  createPackage(context.testApp.deps.db, {
    name: `Matrix Pack ${randomUUID().slice(0, 6)}`,
    price: 3,
    totalCustomerSave: 1,
    validityDays: 30,
    validYogaTypes: [],
    maxClassesPerMonth: 8,
  });

const newTutor = (context: RouteContext) =>
  createTutor(context.testApp.deps.db, { name: "Matrix Tutor", bio: "Teaches the matrix." });

const classBody = (tutorId: string) => {
  const startsAt = new Date(Date.now() + 96 * HOUR_MS);
  return {
    title: "Matrix Hatha",
    courseType: "Hatha Yoga",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
    tutorId,
    totalSlots: 8,
    credits: 2,
    isPrivate: false,
  };
};

const packageBody = () => ({
  name: `Matrix Pack ${randomUUID().slice(0, 6)}`,
  price: 10,
  totalCustomerSave: 2,
  validityDays: 30,
  maxClassesPerMonth: 8,
  validYogaTypes: ["Hatha Yoga"],
});

const dayRange = () => {
  const today = new Date().toISOString().slice(0, 10);
  return `from=${today}&to=${today}`;
};

let phones = 0;
const uniquePhone = () =>
  `+60 19-${String(process.pid % 1000).padStart(3, "0")}${String(++phones).padStart(4, "0")}`;

/**
 * Every route of the studio API (Better Auth's own routes under /api/auth aside), keyed as the app's
 * route table names them. The access matrix checks this list against the table, so a new route
 * fails the tests until its access is written down here.
 */
export const API_ROUTES: Record<string, RouteCase> = {
  "GET /api/health": { call: async () => ({ path: "/api/health" }), expected: publicRoute() },
  "GET /api/studio": { call: async () => ({ path: "/api/studio" }), expected: publicRoute() },
  "GET /api/packages": { call: async () => ({ path: "/api/packages" }), expected: publicRoute() },
  "GET /api/credit-packs": {
    call: async () => ({ path: "/api/credit-packs" }),
    expected: publicRoute(),
  },
  "GET /api/tutors": { call: async () => ({ path: "/api/tutors" }), expected: publicRoute() },
  "GET /api/test-auth": { call: async () => ({ path: "/api/test-auth" }), expected: publicRoute() },
  "GET /api/classes": {
    call: async () => {
      const from = new Date();
      const to = new Date(from.getTime() + 30 * 24 * HOUR_MS);
      return { path: `/api/classes?from=${from.toISOString()}&to=${to.toISOString()}` };
    },
    expected: publicRoute(),
  },

  "GET /api/classes/:id/booking-terms": {
    call: async (context) => ({
      path: `/api/classes/${(await futureClass(context.testApp)).id}/booking-terms`,
    }),
    expected: ownRoute(200),
  },

  "GET /api/me": { call: async () => ({ path: "/api/me" }), expected: ownRoute(200) },
  "PATCH /api/me": {
    call: async () => ({
      path: "/api/me",
      body: { nickname: "Matrix", emailNotifications: false },
    }),
    expected: ownRoute(200),
  },
  "POST /api/me/registration": {
    call: async () => ({
      path: "/api/me/registration",
      body: { name: "Matrix Person", nickname: "Matrix", phone: uniquePhone() },
    }),
    // The callers' profiles are complete: a registration is for an incomplete one.
    expected: ownRoute(409),
  },
  "GET /api/me/bookings": {
    call: async () => ({ path: "/api/me/bookings?scope=upcoming&page=1" }),
    expected: ownRoute(200),
  },
  "GET /api/me/timetable": {
    call: async () => ({ path: "/api/me/timetable" }),
    expected: ownRoute(200),
  },
  "GET /api/me/credits": {
    call: async () => ({ path: "/api/me/credits?page=1" }),
    expected: ownRoute(200),
  },
  "GET /api/me/receipts": {
    call: async () => ({ path: "/api/me/receipts?page=1" }),
    expected: ownRoute(200),
  },
  "GET /api/me/receipts/:id": {
    call: async (context) => ({ path: `/api/me/receipts/${await newSale(context)}` }),
    expected: ownedByStudent(200),
  },
  "GET /api/me/credit-notes/:id": {
    call: async (context) => ({ path: `/api/me/credit-notes/${await newCreditNote(context)}` }),
    expected: ownedByStudent(200),
  },
  "POST /api/me/free-trial": {
    call: async () => ({ path: "/api/me/free-trial", body: {} }),
    expected: ownRoute(200),
  },
  "POST /api/me/subscriptions": {
    call: async (context) => ({
      path: "/api/me/subscriptions",
      body: { packageId: (await newPackage(context)).id },
    }),
    expected: ownRoute(201),
  },
  "GET /api/me/calendar-feed": {
    call: async () => ({ path: "/api/me/calendar-feed" }),
    expected: ownRoute(200),
  },
  "POST /api/me/calendar-feed/reset": {
    call: async () => ({ path: "/api/me/calendar-feed/reset", body: {} }),
    expected: ownRoute(200),
  },
  "GET /api/me/bookings/:id/calendar.ics": {
    call: async (context) => ({
      path: `/api/me/bookings/${(await studentBooking(context)).id}/calendar.ics`,
    }),
    expected: ownedByStudent(200),
  },
  // Calendar apps fetch the feed with no session: its secret address is its only key.
  "GET /api/calendar/:file": {
    call: async (context) => {
      const { url } = await getCalendarFeedUrl(context.testApp.deps.db, {
        userId: context.userIds.student,
        appUrl: TEST_ORIGIN,
      });
      return { path: new URL(url).pathname };
    },
    expected: publicRoute(),
  },
  "POST /api/payments/checkout": {
    call: async ({ testApp }) => {
      const pack = await saveCreditPack(testApp.deps.db, {
        values: creditPackSchema.parse(creditPackBody()),
      });
      return { path: "/api/payments/checkout", body: { packId: pack.id } };
    },
    expected: ownRoute(201),
  },
  "GET /api/payments/orders": {
    call: async () => ({ path: "/api/payments/orders?status=pending" }),
    expected: ownRoute(200),
  },
  "GET /api/payments/orders/:id": {
    call: async (context) => ({ path: `/api/payments/orders/${await newOrder(context)}` }),
    expected: ownedByStudent(200),
  },
  "POST /api/payments/stripe/webhook": {
    // Stripe is no browser and has no session: a signed event is taken from anyone, and only that.
    call: async ({ testApp }) => signedStripeEvent(testApp),
    expected: publicRoute(),
  },
  "POST /api/bookings": {
    call: async (context) => ({
      path: "/api/bookings",
      body: { courseId: (await futureClass(context.testApp)).id },
    }),
    expected: ownRoute(201),
  },
  "POST /api/bookings/:id/cancel": {
    call: async (context) => ({
      path: `/api/bookings/${(await studentBooking(context)).id}/cancel`,
      body: {},
    }),
    expected: ownedByStudent(200),
  },

  "POST /api/classes/:id/waitlist": {
    call: async (context) => ({
      path: `/api/classes/${(await fullClass(context)).id}/waitlist`,
      body: {},
    }),
    expected: ownRoute(201),
  },
  "DELETE /api/classes/:id/waitlist": {
    call: async (context) => ({
      path: `/api/classes/${(await studentWaiting(context)).courseId}/waitlist`,
    }),
    expected: ownedByStudent(200),
  },

  "GET /api/admin/courses": {
    call: async () => ({
      path: `/api/admin/courses?date=${new Date().toISOString().slice(0, 10)}`,
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/courses/titles": {
    call: async () => ({ path: "/api/admin/courses/titles" }),
    expected: adminRoute(),
  },
  "GET /api/admin/courses/overlaps": {
    call: async () => ({
      path: `/api/admin/courses/overlaps?startsAt=${encodeURIComponent("2026-12-01T10:00:00+08:00")}&endsAt=${encodeURIComponent("2026-12-01T11:00:00+08:00")}`,
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/courses/:id": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}`,
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/courses": {
    call: async (context) => ({
      path: "/api/admin/courses",
      body: { ...classBody((await newTutor(context)).id), repeatWeeks: 2 },
    }),
    expected: adminRoute(201),
  },
  "PUT /api/admin/courses/:id": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}`,
      body: classBody((await newTutor(context)).id),
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/courses/:id/cancel": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}/cancel`,
      body: { reason: "The teacher is unwell" },
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/courses/:id/roster": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}/roster`,
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/courses/:id/bookings": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}/bookings`,
      body: { userId: context.userIds.otherStudent, payment: "complimentary", reason: "Walk-in" },
    }),
    expected: adminRoute(201),
  },
  "DELETE /api/admin/courses/:id": {
    call: async (context) => ({
      path: `/api/admin/courses/${(await futureClass(context.testApp)).id}`,
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/bookings/:id/cancel": {
    call: async (context) => ({
      path: `/api/admin/bookings/${(await studentBooking(context)).id}/cancel`,
      body: { refund: true, reason: "Moved to another class" },
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/waitlist/:id/remove": {
    call: async (context) => ({
      path: `/api/admin/waitlist/${(await studentWaiting(context)).id}/remove`,
      body: { reason: "Booked a private session instead" },
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/waitlist/:id/front": {
    call: async (context) => ({
      path: `/api/admin/waitlist/${(await studentWaiting(context)).id}/front`,
      body: {},
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/tutors": {
    call: async () => ({ path: "/api/admin/tutors" }),
    expected: adminRoute(),
  },
  "POST /api/admin/tutors": {
    call: async () => ({
      path: "/api/admin/tutors",
      body: { name: "Matrix Tutor", bio: "Teaches.", photoUrl: "https://example.com/t.jpg" },
    }),
    expected: adminRoute(201),
  },
  "PUT /api/admin/tutors/:id": {
    call: async (context) => ({
      path: `/api/admin/tutors/${(await newTutor(context)).id}`,
      body: { name: "Matrix Tutor", bio: "Teaches, renamed." },
    }),
    expected: adminRoute(),
  },
  "DELETE /api/admin/tutors/:id": {
    call: async (context) => ({ path: `/api/admin/tutors/${(await newTutor(context)).id}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/attendance": {
    call: async () => ({ path: `/api/admin/attendance?${dayRange()}` }),
    expected: adminRoute(),
  },
  "PUT /api/admin/attendance/:bookingId": {
    call: async (context) => ({
      path: `/api/admin/attendance/${(await classUnderWay(context)).held.id}`,
      body: { attended: true },
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/attendance/courses/:courseId/present": {
    call: async (context) => ({
      path: `/api/admin/attendance/courses/${(await classUnderWay(context)).item.id}/present`,
      body: {},
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/attendance/courses/:courseId/present/undo": {
    call: async (context) => {
      const { item, held } = await classUnderWay(context);
      return {
        path: `/api/admin/attendance/courses/${item.id}/present/undo`,
        body: { bookingIds: [held.id] },
      };
    },
    expected: adminRoute(),
  },

  "GET /api/admin/users": {
    call: async () => ({ path: "/api/admin/users?page=1&status=all&subscription=all" }),
    expected: adminRoute(),
  },
  "POST /api/admin/users": {
    call: async () => ({
      path: "/api/admin/users",
      body: { name: "Walk-in Matrix", phone: uniquePhone() },
    }),
    expected: adminRoute(201),
  },
  "GET /api/admin/users/search": {
    call: async () => ({ path: "/api/admin/users/search?email=nobody%40example.com" }),
    expected: adminRoute(404),
  },
  "GET /api/admin/users/:id": {
    call: async ({ userIds }) => ({ path: `/api/admin/users/${userIds.student}` }),
    expected: adminRoute(),
  },
  "PUT /api/admin/users/:id": {
    call: async ({ userIds }) => ({
      path: `/api/admin/users/${userIds.otherStudent}`,
      body: { name: "Other Student", phone: uniquePhone(), credits: 50, creditsReason: "Matrix" },
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/users/:id/status": {
    call: async ({ userIds }) => ({
      path: `/api/admin/users/${userIds.otherStudent}/status`,
      body: { isActive: true },
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/users/:id/password-reset": {
    call: async ({ userIds }) => ({
      path: `/api/admin/users/${userIds.otherStudent}/password-reset`,
      body: {},
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/users/:id/history": {
    call: async ({ userIds }) => ({
      path: `/api/admin/users/${userIds.student}/history?type=all&page=1`,
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/recharge": {
    call: async ({ userIds }) => ({
      path: "/api/admin/recharge",
      body: {
        userId: userIds.otherStudent,
        amount: 5,
        paid: "90.00",
        paymentMethod: "Cash",
        remark: "Matrix",
      },
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/packages": {
    call: async () => ({ path: "/api/admin/packages" }),
    expected: adminRoute(),
  },
  "GET /api/admin/packages/:id": {
    call: async (context) => ({ path: `/api/admin/packages/${(await newPackage(context)).id}` }),
    expected: adminRoute(),
  },
  "POST /api/admin/packages": {
    call: async () => ({ path: "/api/admin/packages", body: packageBody() }),
    expected: adminRoute(201),
  },
  "PUT /api/admin/packages/:id": {
    call: async (context) => ({
      path: `/api/admin/packages/${(await newPackage(context)).id}`,
      body: packageBody(),
    }),
    expected: adminRoute(),
  },
  "POST /api/admin/packages/:id/status": {
    call: async (context) => ({
      path: `/api/admin/packages/${(await newPackage(context)).id}/status`,
      body: { isActive: false },
    }),
    expected: adminRoute(),
  },
  "GET /api/admin/credit-packs": {
    call: async () => ({ path: "/api/admin/credit-packs" }),
    expected: adminRoute(),
  },
  "POST /api/admin/credit-packs": {
    call: async () => ({ path: "/api/admin/credit-packs", body: creditPackBody() }),
    expected: adminRoute(201),
  },
  "PUT /api/admin/credit-packs/:id": {
    call: async ({ testApp }) => {
      const pack = await saveCreditPack(testApp.deps.db, {
        values: creditPackSchema.parse(creditPackBody()),
      });
      return { path: `/api/admin/credit-packs/${pack.id}`, body: creditPackBody() };
    },
    expected: adminRoute(),
  },
  "GET /api/admin/sales": {
    call: async ({ userIds }) => ({ path: `/api/admin/sales?userId=${userIds.student}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/sales/:id": {
    call: async (context) => ({ path: `/api/admin/sales/${await newSale(context)}` }),
    expected: adminRoute(),
  },
  "POST /api/admin/sales/:id/refunds": {
    call: async (context) => ({
      path: `/api/admin/sales/${await newSale(context)}/refunds`,
      body: { amount: "10.00", credits: 1, reason: "Matrix" },
    }),
    expected: adminRoute(201),
  },
  "GET /api/admin/reports": {
    call: async () => ({ path: `/api/admin/reports?${dayRange()}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/reports/csv": {
    call: async () => ({ path: `/api/admin/reports/csv?${dayRange()}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/reports/transactions": {
    call: async () => ({ path: `/api/admin/reports/transactions?${dayRange()}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/reports/transactions/csv": {
    call: async () => ({ path: `/api/admin/reports/transactions/csv?${dayRange()}` }),
    expected: adminRoute(),
  },
  "GET /api/admin/settings": {
    call: async () => ({ path: "/api/admin/settings" }),
    expected: adminRoute(),
  },
  "PATCH /api/admin/settings": {
    call: async () => ({ path: "/api/admin/settings", body: { identity: { tagline: "Matrix" } } }),
    expected: adminRoute(),
  },
};

/** "GET /api/classes" → its method and path pattern. */
export function routeKeyParts(key: string): { method: string; pattern: string } {
  const [method, pattern] = key.split(" ");
  return { method: method!, pattern: pattern! };
}

/** The app's own API routes, as its route table lists them (middleware and Better Auth aside). */
export function appApiRoutes(testApp: TestApp): string[] {
  const keys = testApp.app.routes
    .filter(
      (route) =>
        route.method !== "ALL" &&
        route.path.startsWith("/api/") &&
        !route.path.startsWith("/api/auth/"),
    )
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].sort();
}
