import { TZDate } from "@date-fns/tz";
import { addDays, addMinutes } from "date-fns";
import { count, eq } from "drizzle-orm";
import type { YogaType } from "../../shared/constants.ts";
import { creditPackSchema, type Recharge } from "../../shared/sales.ts";
import type { Auth } from "../auth/create-auth.ts";
import { saveCreditPack } from "../features/credit-packs/save-credit-pack.ts";
import { refundSale } from "../features/sales/refund-sale.ts";
import { sellCredits } from "../features/sales/sell-credits.ts";
import type { Database } from "./client.ts";
import {
  createCourse,
  createCreditBooking,
  createPackage,
  createTutor,
  createUser,
} from "./factories.ts";
import { user } from "./schema/auth.ts";
import { course } from "./schema/courses.ts";

export interface DemoSignIn {
  role: "admin" | "student";
  email: string;
  password: string;
}

/** The demo sign-ins, printed at start and listed in the README. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  { role: "admin", email: "admin@studio.example", password: "lotus-admin-2015" },
  { role: "student", email: "student@studio.example", password: "lotus-student-2015" },
];

const TUTORS = [
  {
    key: "aisyah",
    name: "Aisyah Rahman",
    bio: "Aisyah has taught Hatha and Yin in Kuala Lumpur since 2012. Her classes are slow, precise and kind: long holds, clear cues and plenty of room to breathe. She trained in Rishikesh and Bali and is a Yoga Alliance E-RYT 500.",
  },
  {
    key: "daniel",
    name: "Daniel Tan",
    bio: "A former national swimmer, Daniel came to yoga for his shoulders and stayed for the breath. He leads strong, playful Vinyasa and Power classes that build heat without rushing, and he always offers a softer option.",
  },
  {
    key: "priya",
    name: "Priya Nair",
    bio: "Priya practises Mysore-style Ashtanga six mornings a week and teaches the primary series with patience and humour. She also leads our Inside Flow classes, where sequences move to music like a dance.",
  },
  {
    key: "meiling",
    name: "Mei Ling Wong",
    bio: "Mei Ling is our restorative specialist. After years as a physiotherapist she teaches gentle classes for tired bodies and busy minds, with bolsters, blankets and a calm voice. Ideal for beginners and anyone recovering from injury.",
  },
  {
    key: "farid",
    name: "Farid Hassan",
    bio: "Farid brings a dancer's sense of rhythm to Inside Flow and Power Yoga. Expect creative transitions, upbeat playlists and a warm community feel. Certified in Inside Flow Level 2 and Yoga Alliance RYT 200.",
  },
] as const;
type TutorKey = (typeof TUTORS)[number]["key"];

interface WeeklyClass {
  title: string;
  courseType: YogaType;
  tutor: TutorKey;
  /** Minutes after midnight, studio time. */
  at: number;
  minutes: number;
  slots: number;
  credits: number;
  isPrivate: boolean;
}

/** One class of the weekly timetable; `at` is "HH:MM" studio time. */
function weekly(
  title: string,
  courseType: YogaType,
  tutor: TutorKey,
  time: string,
  minutes: number,
  slots: number,
  credits: number,
  isPrivate = false,
): WeeklyClass {
  const [hours, mins] = time.split(":").map(Number);
  return { title, courseType, tutor, at: hours! * 60 + mins!, minutes, slots, credits, isPrivate };
}

const sunriseHatha = weekly("Sunrise Hatha", "Hatha Yoga", "aisyah", "07:30", 60, 12, 2);
const lunchtimeFlow = weekly("Lunchtime Flow", "Vinyasa Flow", "daniel", "12:15", 45, 10, 1);
const ashtanga = weekly("Ashtanga Primary Series", "Ashtanga Yoga", "priya", "07:00", 90, 10, 3);

/** The studio's weekly timetable, keyed by getDay's numbering (0 is Sunday). */
const WEEK: Record<number, WeeklyClass[]> = {
  1: [
    sunriseHatha,
    lunchtimeFlow,
    weekly("Evening Yin", "Yin Yoga", "meiling", "19:30", 75, 14, 2),
  ],
  2: [
    ashtanga,
    weekly("Inside Flow", "Inside Flow Yoga", "farid", "18:30", 60, 16, 2),
    weekly("Private Session: Alignment", "Hatha Yoga", "aisyah", "20:00", 60, 1, 5, true),
  ],
  3: [
    weekly("Gentle Morning Yoga", "Normal Yoga", "meiling", "09:00", 60, 12, 1),
    weekly("Power Hour", "Power Yoga", "daniel", "18:00", 60, 15, 2),
    weekly("Restore & Release", "Restorative Yoga", "meiling", "20:00", 75, 8, 2),
  ],
  4: [
    sunriseHatha,
    lunchtimeFlow,
    weekly("Inside Flow", "Inside Flow Yoga", "farid", "19:00", 60, 16, 2),
  ],
  5: [ashtanga, weekly("Slow Flow Friday", "Vinyasa Flow", "daniel", "18:00", 75, 14, 2)],
  6: [
    weekly("Weekend Vinyasa", "Vinyasa Flow", "daniel", "09:00", 90, 20, 2),
    weekly("Yoga for Beginners", "Normal Yoga", "aisyah", "11:00", 60, 12, 1),
    weekly("Private Session: Inside Flow", "Inside Flow Yoga", "farid", "15:00", 60, 2, 6, true),
  ],
  0: [
    weekly("Sunday Yin & Sound", "Yin Yoga", "meiling", "10:00", 90, 16, 2),
    weekly("Power Hour", "Power Yoga", "farid", "17:00", 60, 15, 2),
  ],
};

/** Members of the studio whose bookings make some demo classes nearly full. */
const COMMUNITY = [
  "Nurul Huda",
  "Jason Lim",
  "Kavitha Raj",
  "Ahmad Zaki",
  "Siew Mei",
  "Hafiz Osman",
  "Chloe Ng",
  "Arjun Menon",
  "Lina Yusof",
  "Marcus Lee",
  "Farah Aziz",
  "Ethan Chong",
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [users] = await db.select({ n: count() }).from(user);
  const [courses] = await db.select({ n: count() }).from(course);
  return users!.n === 0 && courses!.n === 0;
}

const PAST_DAYS = 7;
type SeededClass = typeof course.$inferSelect;

/**
 * The week gone by: members came to most public classes and the studio took attendance, marking a
 * few no-shows (no fee: the default policy); the demo student came to one class and to the latest,
 * whose attendance is not yet taken. Each booking is dated two days before its class.
 */
async function seedPastWeek(
  db: Database,
  options: {
    past: SeededClass[];
    members: { id: string }[];
    studentId: string;
    now: Date;
  },
) {
  const { past, members, studentId, now } = options;
  const bookedAt = (item: SeededClass) => new Date(item.startsAt.getTime() - 2 * 24 * 3_600_000);
  const ended = past.filter((item) => !item.isPrivate && item.endsAt <= now);
  for (const [index, item] of past.entries()) {
    if (item.isPrivate) continue;
    const comers = members.slice(0, Math.min(members.length, item.totalSlots - 2 - (index % 3)));
    for (const [place, member] of comers.entries()) {
      const ended = item.endsAt <= now;
      const attended = ended && (index + place) % 6 !== 0;
      await createCreditBooking(db, member.id, item.id, {
        bookedAt: bookedAt(item),
        attended,
        noShow: ended && !attended,
      });
    }
  }
  for (const [index, item] of ended.slice(-2).entries()) {
    await createCreditBooking(db, studentId, item.id, {
      bookedAt: bookedAt(item),
      attended: index === 0,
    });
  }
}

const DAY_MS = 86_400_000;

/** The packs on the desk's counter: the studio's usual prices, and one that is off sale. */
const CREDIT_PACKS = [
  { name: "2-Credit Drop-in", credits: 2, priceRm: "40.00", validityDays: 30, onSale: true },
  { name: "10-Credit Pack", credits: 10, priceRm: "180.00", validityDays: 60, onSale: true },
  { name: "20-Credit Pack", credits: 20, priceRm: "340.00", validityDays: 90, onSale: true },
  { name: "Merdeka Special", credits: 10, priceRm: "150.00", validityDays: 30, onSale: false },
] as const;

/** How the desk is paid, in turn. */
const DESK_METHODS = ["Cash", "QR Pay", "Card", "QR Pay", "Bank Transfer"] as const;

/**
 * A month of desk sales (issue #23), through the same sale as the desk's: each member bought the
 * 20-Credit Pack five times over the month, paid in turn by each method (QR payments with their
 * reference), with a complimentary top-up and a partial refund among them; the demo student bought
 * a 10-Credit Pack fifty days ago, whose credits expire soon, and ten credits at the counter. Nobody
 * is e-mailed: these sales are history.
 */
async function seedDeskSales(
  db: Database,
  options: { adminId: string; studentId: string; memberIds: string[]; now: Date; timeZone: string },
) {
  const { adminId, studentId, memberIds, now, timeZone } = options;
  const packs = new Map<string, string>();
  for (const pack of CREDIT_PACKS) {
    const saved = await saveCreditPack(db, { values: creditPackSchema.parse(pack) });
    packs.set(pack.name, saved.id);
  }
  const daysAgo = (days: number, hour: number) =>
    new Date(now.getTime() - days * DAY_MS - hour * 3_600_000);
  const sell = (
    sale: Omit<Recharge, "reference" | "remark"> & {
      at: Date;
      reference?: string;
      remark?: string;
    },
  ) =>
    db.transaction((tx) =>
      sellCredits(tx, {
        reference: "",
        remark: "",
        ...sale,
        actorId: adminId,
        now: sale.at,
        timeZone,
      }),
    );
  let turn = 0;
  for (const [index, userId] of memberIds.entries()) {
    for (let week = 0; week < 5; week++) {
      const paymentMethod = DESK_METHODS[turn++ % DESK_METHODS.length]!;
      await sell({
        userId,
        packId: packs.get("20-Credit Pack")!,
        paid: 34_000,
        paymentMethod,
        reference: paymentMethod === "QR Pay" ? `DUITNOW-${String(7000 + turn)}` : undefined,
        at: daysAgo(29 - week * 6 - (index % 5), 2 + (index % 5)),
      });
    }
  }
  await sell({
    userId: memberIds[0]!,
    amount: 4,
    paymentMethod: "FOC",
    remark: "Birthday class on the studio",
    at: daysAgo(3, 4),
  });
  const discounted = await sell({
    userId: studentId,
    packId: packs.get("10-Credit Pack")!,
    paid: 18_000,
    paymentMethod: "Cash",
    at: daysAgo(50, 3),
  });
  await sell({
    userId: studentId,
    amount: 10,
    paid: 20_000,
    paymentMethod: "QR Pay",
    reference: "DUITNOW-6120",
    at: daysAgo(12, 5),
  });
  await db.transaction((tx) =>
    refundSale(tx, {
      saleId: discounted.receipt.id,
      amountSen: 2000,
      credits: 0,
      reason: "Returning student discount given after the sale",
      actorId: adminId,
      now: daysAgo(49, 2),
      timeZone,
    }),
  );
}

/** Demo content: tutors, last week's and the coming month's classes in studio time, packages and accounts. */
export async function seedDemo(options: {
  db: Database;
  auth: Auth;
  now: Date;
  timeZone: string;
}): Promise<DemoSignIn[]> {
  const { db, auth, now, timeZone } = options;

  const tutorIds = {} as Record<TutorKey, string>;
  for (const { key, name, bio } of TUTORS) {
    tutorIds[key] = (await createTutor(db, { name, bio, photoUrl: `/portraits/${key}.svg` })).id;
  }

  const [admin, student] = DEMO_SIGN_INS;
  await createUser(db, auth, {
    ...admin!,
    name: "Studio Admin",
    nickname: "Admin",
    phone: "+60 12-000 0001",
    role: "admin",
  });
  const demoStudent = await createUser(db, auth, {
    ...student!,
    name: "Sara Lim",
    nickname: "Sara",
    phone: "+60 12-345 6789",
  });
  const members = [];
  for (const [index, name] of COMMUNITY.entries()) {
    members.push(
      await createUser(db, auth, {
        email: `${name.toLowerCase().replace(/\s+/g, ".")}@members.example`,
        password: `member-${index}-${crypto.randomUUID()}`,
        name,
        nickname: name.split(" ")[0],
        phone: `+60 13-${String(1000 + index).padStart(4, "0")} ${String(2000 + index * 7)}`,
      }),
    );
  }

  const adminId = (
    await db.select({ id: user.id }).from(user).where(eq(user.email, admin!.email))
  )[0]!.id;
  await seedDeskSales(db, {
    adminId,
    studentId: demoStudent.id,
    memberIds: members.map((member) => member.id),
    now,
    timeZone,
  });

  const today = new TZDate(now, timeZone);
  const created: SeededClass[] = [];
  const past: SeededClass[] = [];
  for (let day = -PAST_DAYS; day <= 30; day++) {
    const date = addDays(
      new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), timeZone),
      day,
    );
    for (const planned of WEEK[date.getDay()] ?? []) {
      const startsAt = new TZDate(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        Math.floor(planned.at / 60),
        planned.at % 60,
        timeZone,
      );
      const saved = await createCourse(db, {
        title: planned.title,
        courseType: planned.courseType,
        startsAt: new Date(startsAt.getTime()),
        endsAt: new Date(addMinutes(startsAt, planned.minutes).getTime()),
        tutorId: tutorIds[planned.tutor],
        totalSlots: planned.slots,
        credits: planned.credits,
        isPrivate: planned.isPrivate,
      });
      (startsAt <= now ? past : created).push(saved);
    }
  }

  // A drop-in class inside the 2-hour booking cut-off, so "Booking Closed" is visible today.
  const soon = new Date(now.getTime() + 90 * 60_000);
  soon.setUTCMinutes(Math.ceil(soon.getUTCMinutes() / 15) * 15, 0, 0);
  await createCourse(db, {
    title: "Express Stretch",
    courseType: "Normal Yoga",
    startsAt: soon,
    endsAt: new Date(soon.getTime() + 30 * 60_000),
    tutorId: tutorIds.meiling,
    totalSlots: 10,
    credits: 1,
  });

  // Popular classes fill up: every fourth public class is booked to one or two spots from full.
  const popular = created.filter((item, index) => !item.isPrivate && index % 4 === 1);
  for (const [index, item] of popular.entries()) {
    const booked = Math.min(members.length, item.totalSlots - 1 - (index % 2));
    for (const member of members.slice(0, booked)) {
      await createCreditBooking(db, member.id, item.id, { bookedAt: now });
    }
  }

  await seedPastWeek(db, { past, members, studentId: demoStudent.id, now });

  // The "welcome package" of the marketing pages: the free trial's credits are enough for it.
  // Each package saves what its classes are worth at the usual 2 credits a class, less its price.
  await createPackage(db, {
    name: "Welcome Week",
    price: 6,
    totalCustomerSave: 2,
    validityDays: 7,
    validYogaTypes: [],
    maxClassesPerMonth: 4,
  });
  await createPackage(db, {
    name: "Unlimited Month",
    price: 40,
    totalCustomerSave: 20,
    validityDays: 30,
    validYogaTypes: [],
    maxClassesPerMonth: 999,
  });
  await createPackage(db, {
    name: "Flow 8",
    price: 13,
    totalCustomerSave: 3,
    validityDays: 30,
    validYogaTypes: ["Vinyasa Flow", "Power Yoga", "Ashtanga Yoga", "Inside Flow Yoga"],
    maxClassesPerMonth: 8,
  });
  await createPackage(db, {
    name: "Gentle Quarter",
    price: 60,
    totalCustomerSave: 12,
    validityDays: 90,
    validYogaTypes: ["Hatha Yoga", "Yin Yoga", "Restorative Yoga", "Normal Yoga"],
    maxClassesPerMonth: 12,
  });

  return DEMO_SIGN_INS;
}
