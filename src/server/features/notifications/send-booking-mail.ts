import { eq } from "drizzle-orm";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import type { AppDeps } from "../../context.ts";
import { user } from "../../db/schema/auth.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { bookingMail } from "../../mail/templates.ts";

/**
 * Tells a student by e-mail that a booking was made or cancelled, if they want such e-mails.
 * Runs after the change is committed; a mail that fails is logged and changes nothing.
 */
export async function sendBookingMail(
  deps: Pick<AppDeps, "db" | "mailer" | "settings" | "studioSettings">,
  event: { userId: string; courseId: string; kind: "booked" | "cancelled"; credits: number },
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: user.email,
      wantsMail: user.emailNotifications,
      title: course.title,
      startsAt: course.startsAt,
      tutorName: tutor.name,
    })
    .from(user)
    .innerJoin(course, eq(course.id, event.courseId))
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(eq(user.id, event.userId));
  if (!row?.wantsMail) return;
  const when = formatStudioDateTime(row.startsAt, deps.settings.STUDIO_TIME_ZONE);
  await deps.mailer.send(
    bookingMail({
      to: row.email,
      studioName: (await deps.studioSettings()).identity.name,
      kind: event.kind,
      classTitle: row.title,
      when,
      tutorName: row.tutorName,
      credits: event.credits,
    }),
  );
}
