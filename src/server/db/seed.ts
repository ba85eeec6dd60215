import { TZDate } from "@date-fns/tz";
import { addDays, addMinutes } from "date-fns";
import { count } from "drizzle-orm";
import type { YogaType } from "../../shared/constants.ts";
import type { Auth } from "../auth/create-auth.ts";
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
  isPrivate?: boolean;
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** The studio's weekly timetable, Monday (index 1) to Sunday (index 0), as getDay numbers them. */
const WEEK: Record<number, WeeklyClass[]> = {
  1: [
    {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      tutor: "aisyah",
      at: at(7, 30),
      minutes: 60,
      slots: 12,
      credits: 2,
    },
    {
      title: "Lunchtime Flow",
      courseType: "Vinyasa Flow",
      tutor: "daniel",
      at: at(12, 15),
      minutes: 45,
      slots: 10,
      credits: 1,
    },
    {
      title: "Evening Yin",
      courseType: "Yin Yoga",
      tutor: "meiling",
      at: at(19, 30),
      minutes: 75,
      slots: 14,
      credits: 2,
    },
  ],
  2: [
    {
      title: "Ashtanga Primary Series",
      courseType: "Ashtanga Yoga",
      tutor: "priya",
      at: at(7),
      minutes: 90,
      slots: 10,
      credits: 3,
    },
    {
      title: "Inside Flow",
      courseType: "Inside Flow Yoga",
      tutor: "farid",
      at: at(18, 30),
      minutes: 60,
      slots: 16,
      credits: 2,
    },
    {
      title: "Private Session: Alignment",
      courseType: "Hatha Yoga",
      tutor: "aisyah",
      at: at(20),
      minutes: 60,
      slots: 1,
      credits: 5,
      isPrivate: true,
    },
  ],
  3: [
    {
      title: "Gentle Morning Yoga",
      courseType: "Normal Yoga",
      tutor: "meiling",
      at: at(9),
      minutes: 60,
      slots: 12,
      credits: 1,
    },
    {
      title: "Power Hour",
      courseType: "Power Yoga",
      tutor: "daniel",
      at: at(18),
      minutes: 60,
      slots: 15,
      credits: 2,
    },
    {
      title: "Restore & Release",
      courseType: "Restorative Yoga",
      tutor: "meiling",
      at: at(20),
      minutes: 75,
      slots: 8,
      credits: 2,
    },
  ],
  4: [
    {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      tutor: "aisyah",
      at: at(7, 30),
      minutes: 60,
      slots: 12,
      credits: 2,
    },
    {
      title: "Lunchtime Flow",
      courseType: "Vinyasa Flow",
      tutor: "daniel",
      at: at(12, 15),
      minutes: 45,
      slots: 10,
      credits: 1,
    },
    {
      title: "Inside Flow",
      courseType: "Inside Flow Yoga",
      tutor: "farid",
      at: at(19),
      minutes: 60,
      slots: 16,
      credits: 2,
    },
  ],
  5: [
    {
      title: "Ashtanga Primary Series",
      courseType: "Ashtanga Yoga",
      tutor: "priya",
      at: at(7),
      minutes: 90,
      slots: 10,
      credits: 3,
    },
    {
      title: "Slow Flow Friday",
      courseType: "Vinyasa Flow",
      tutor: "daniel",
      at: at(18),
      minutes: 75,
      slots: 14,
      credits: 2,
    },
  ],
  6: [
    {
      title: "Weekend Vinyasa",
      courseType: "Vinyasa Flow",
      tutor: "daniel",
      at: at(9),
      minutes: 90,
      slots: 20,
      credits: 2,
    },
    {
      title: "Yoga for Beginners",
      courseType: "Normal Yoga",
      tutor: "aisyah",
      at: at(11),
      minutes: 60,
      slots: 12,
      credits: 1,
    },
    {
      title: "Private Session: Inside Flow",
      courseType: "Inside Flow Yoga",
      tutor: "farid",
      at: at(15),
      minutes: 60,
      slots: 2,
      credits: 6,
      isPrivate: true,
    },
  ],
  0: [
    {
      title: "Sunday Yin & Sound",
      courseType: "Yin Yoga",
      tutor: "meiling",
      at: at(10),
      minutes: 90,
      slots: 16,
      credits: 2,
    },
    {
      title: "Power Hour",
      courseType: "Power Yoga",
      tutor: "farid",
      at: at(17),
      minutes: 60,
      slots: 15,
      credits: 2,
    },
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

/** Demo content: tutors, a month of classes from today in studio time, packages and accounts. */
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
  await createUser(db, auth, {
    ...student!,
    name: "Sara Lim",
    nickname: "Sara",
    phone: "+60 12-345 6789",
    credits: { amount: 20, paymentMethod: "Cash", remark: "Welcome top-up" },
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
        credits: { amount: 60, paymentMethod: index % 2 ? "QR Pay" : "Cash" },
      }),
    );
  }

  const today = new TZDate(now, timeZone);
  const created = [];
  for (let day = 0; day <= 30; day++) {
    const date = addDays(
      new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), timeZone),
      day,
    );
    for (const weekly of WEEK[date.getDay()] ?? []) {
      const startsAt = new TZDate(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        Math.floor(weekly.at / 60),
        weekly.at % 60,
        timeZone,
      );
      if (startsAt <= now) continue;
      created.push(
        await createCourse(db, {
          title: weekly.title,
          courseType: weekly.courseType,
          startsAt: new Date(startsAt.getTime()),
          endsAt: new Date(addMinutes(startsAt, weekly.minutes).getTime()),
          tutorId: tutorIds[weekly.tutor],
          totalSlots: weekly.slots,
          credits: weekly.credits,
          isPrivate: weekly.isPrivate ?? false,
        }),
      );
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
      await createCreditBooking(db, member.id, item.id);
    }
  }

  await createPackage(db, {
    name: "Unlimited Month",
    price: 120,
    totalCustomerSave: 40,
    validityDays: 30,
    validYogaTypes: [],
    maxClassesPerMonth: 999,
  });
  await createPackage(db, {
    name: "Flow 8",
    price: 60,
    totalCustomerSave: 12,
    validityDays: 30,
    validYogaTypes: ["Vinyasa Flow", "Power Yoga", "Ashtanga Yoga", "Inside Flow Yoga"],
    maxClassesPerMonth: 8,
  });
  await createPackage(db, {
    name: "Gentle Quarter",
    price: 150,
    totalCustomerSave: 30,
    validityDays: 90,
    validYogaTypes: ["Hatha Yoga", "Yin Yoga", "Restorative Yoga", "Normal Yoga"],
    maxClassesPerMonth: 12,
  });

  return DEMO_SIGN_INS;
}
