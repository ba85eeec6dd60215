import { sql } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import { type Executor, queryRows } from "../../db/client.ts";

/** An instant as JSON writes it in JavaScript (`toISOString`): UTC, to the millisecond. */
const isoInstant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Admin Attendance: the classes starting from the start of the first studio day to the end of the
 * last, each with its booked students (in name order) and whether they came (false until the
 * admin says so). The answer's JSON is written by the database, in one statement: a week holds
 * about a thousand booked places, and reading them as rows, turning them into objects and
 * writing those out was most of the app's work for this page (bench:history).
 */
export async function listAttendance(
  db: Executor,
  options: { from: string; to: string; timeZone: string },
): Promise<string> {
  const start = studioDayBounds(options.from, options.timeZone).start;
  const end = studioDayBounds(options.to, options.timeZone).end;
  const [row] = await queryRows<{ answer: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'id', c.id,
          'title', c.title,
          'startsAt', ${isoInstant("c.starts_at")},
          'endsAt', ${isoInstant("c.ends_at")},
          'tutorName', t.name,
          'bookedCount', booked.count,
          'attendedCount', booked.attended,
          'noShowCount', booked.no_shows,
          'students', booked.students
        ) order by c.starts_at, c.title), '[]')::text as answer
      from course c
      left join tutor t on t.id = c.tutor_id
      cross join lateral (
        select count(*) as count,
          count(*) filter (where b.attended) as attended,
          count(*) filter (where b.no_show) as no_shows,
          coalesce(json_agg(json_build_object(
            'bookingId', b.id,
            'userId', b.user_id,
            'name', u.name,
            'nickname', u.nickname,
            'email', u.email,
            'attended', b.attended,
            'noShow', b.no_show,
            'noShowFeeCredits', b.no_show_fee_credits
          ) order by u.name, u.email), '[]') as students
        from booking b
        join "user" u on u.id = b.user_id
        where b.course_id = c.id and b.status = 'booked'
      ) booked
      where c.starts_at >= ${start} and c.starts_at < ${end}`,
  );
  return row!.answer;
}
