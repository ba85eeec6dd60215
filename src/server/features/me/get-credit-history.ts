import { count, desc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { CreditReason } from "../../../shared/constants.ts";
import { CREDIT_REASON_LABELS } from "../../../shared/credits.ts";
import type { CreditHistory, CreditHistoryEntry } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";

const CREDIT_HISTORY_PAGE_SIZE = 20;

function describeEntry(entry: {
  reason: CreditReason;
  delta: number;
  courseTitle: string | null;
  paymentMethod: string | null;
  remark: string | null;
  cancelledLate: boolean;
}): string {
  switch (entry.reason) {
    // A deleted class leaves its entries without a course.
    case "class_booking":
      return `Booked ${entry.courseTitle ?? "a class"}${entry.cancelledLate ? " (late cancel: not refunded)" : ""}`;
    case "class_cancellation":
      return `Refund for ${entry.courseTitle ?? "a cancelled class"}`;
    case "credit_purchase":
      return entry.paymentMethod ? `Top-up (${entry.paymentMethod})` : "Top-up";
    case "initial_credits":
      return "Free trial credits";
    case "admin_adjustment":
      return entry.remark ? `Adjusted by the studio: ${entry.remark}` : "Adjusted by the studio";
    // A package purchase keeps the package's name, as bought, in the remark.
    case "package_purchase":
      return `Bought ${entry.remark ?? "a package"}`;
    // A no-show withdrawn gives its fee back under the same reason.
    case "no_show_fee":
      return `${entry.delta < 0 ? "No-show at" : "No-show withdrawn:"} ${entry.courseTitle ?? "a class"}`;
  }
}

/** The size of the deltas that match `side` (all credits, or all debits), added up. */
function sumOfDeltas(side: SQL) {
  return sql<number>`coalesce(abs(sum(${creditEntry.delta}) filter (where ${side})), 0)`.mapWith(
    Number,
  );
}

/** The user's balance, totals and one page of entries, all read from the ledger. */
export async function getCreditHistory(
  db: Executor,
  input: { userId: string; page: number },
): Promise<CreditHistory> {
  const { userId, page } = input;
  const [[totals], rows] = await Promise.all([
    db
      .select({
        earned: sumOfDeltas(gt(creditEntry.delta, 0)),
        spent: sumOfDeltas(lt(creditEntry.delta, 0)),
        entries: count(),
      })
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId)),
    db
      .select({
        entry: creditEntry,
        courseTitle: course.title,
        cancelledLate: booking.cancelledLate,
      })
      .from(creditEntry)
      .leftJoin(course, eq(course.id, creditEntry.courseId))
      .leftJoin(booking, eq(booking.id, creditEntry.bookingId))
      .where(eq(creditEntry.userId, userId))
      .orderBy(desc(creditEntry.createdAt), desc(creditEntry.id))
      .limit(CREDIT_HISTORY_PAGE_SIZE)
      .offset((page - 1) * CREDIT_HISTORY_PAGE_SIZE),
  ]);

  const entries = rows.map(({ entry, courseTitle, cancelledLate }): CreditHistoryEntry => {
    // The table's check constraint holds the reason to these codes.
    const reason = entry.reason as CreditReason;
    return {
      id: entry.id,
      type: entry.delta > 0 ? "credit" : "debit",
      amount: Math.abs(entry.delta),
      reason,
      reasonLabel: CREDIT_REASON_LABELS[reason],
      description: describeEntry({
        ...entry,
        reason,
        courseTitle,
        cancelledLate: cancelledLate ?? false,
      }),
      courseTitle,
      courseId: entry.courseId,
      bookingId: entry.bookingId,
      paymentMethod: entry.paymentMethod,
      remark: entry.remark,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  return {
    current: totals!.earned - totals!.spent,
    totalEarned: totals!.earned,
    totalSpent: totals!.spent,
    entries,
    page,
    pageSize: CREDIT_HISTORY_PAGE_SIZE,
    hasMore: page * CREDIT_HISTORY_PAGE_SIZE < totals!.entries,
  };
}
