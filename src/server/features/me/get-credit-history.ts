import { and, asc, desc, eq, gt, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { CreditReason } from "../../../shared/constants.ts";
import { CREDIT_REASON_LABELS } from "../../../shared/credits.ts";
import type { CreditHistory, CreditHistoryEntry } from "../../../shared/profile.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, isOneOf, named } from "../../db/named-statement.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditBatch, creditEntry, creditReasonTotal } from "../../db/schema/credits.ts";

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
    case "credit_expiry":
      return "Credits expired";
    case "sale_refund":
      return entry.remark ? `Purchase refunded: ${entry.remark}` : "Purchase refunded";
  }
}

/** Credits that came back to the student for a booking they no longer pay for. */
const GIVEN_BACK = ["class_cancellation", "no_show_fee"] as const;
/** What the student spent credits on. */
const SPENDING = ["class_booking", "no_show_fee", "package_purchase"] as const;
/** What the studio took off. */
const REMOVALS = ["admin_adjustment", "sale_refund"] as const;

const userId = sql.placeholder("userId");

/** A sum over the member's reasons, of those that match `which` when given. */
const totalOf = (amount: SQLWrapper, which?: SQL) =>
  sql<number>`coalesce(sum(${amount})${which ? sql` filter (where ${which})` : sql``}, 0)`.mapWith(
    Number,
  );

/**
 * The statements of the credit history, each built once for the pool and planned once by each
 * connection (built-per-connection.ts, named-statement.ts). The totals are the member's ledger
 * as kept added up by reason (`credit_reason_total`): a few rows however long their history.
 */
const totalsStatement = builtPerConnection((db) => {
  const { gained, lost, reason } = creditReasonTotal;
  return named(
    db
      .select({
        current: totalOf(sql`${gained} - ${lost}`),
        refunded: totalOf(gained, isOneOf(reason, GIVEN_BACK)),
        spentGross: totalOf(lost, isOneOf(reason, SPENDING)),
        expired: totalOf(sql`${lost} - ${gained}`, eq(reason, constant("credit_expiry"))),
        removed: totalOf(lost, isOneOf(reason, REMOVALS)),
        entries: totalOf(creditReasonTotal.entries),
      })
      .from(creditReasonTotal)
      .where(eq(creditReasonTotal.userId, userId)),
    "credit_totals",
  );
});

const expiringStatement = builtPerConnection((db) =>
  named(
    db
      .select({
        credits: sql<number>`sum(${creditBatch.remaining})`.mapWith(Number),
        expiresAt: creditBatch.expiresAt,
      })
      .from(creditBatch)
      .where(
        and(
          eq(creditBatch.userId, userId),
          gt(creditBatch.remaining, constant(0)),
          isNotNull(creditBatch.expiresAt),
        ),
      )
      .groupBy(creditBatch.expiresAt)
      .orderBy(asc(creditBatch.expiresAt)),
    "credits_expiring",
  ),
);

const entriesStatement = builtPerConnection((db) =>
  named(
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
      .offset(sql.placeholder("offset")),
    "credit_entries_page",
  ),
);

/** The user's balance, totals, expiring credits and one page of entries, read from the ledger. */
export async function getCreditHistory(
  db: Executor,
  input: { userId: string; page: number },
): Promise<CreditHistory> {
  const { userId, page } = input;
  const [[totals], expiring, rows] = await Promise.all([
    totalsStatement(db).execute({ userId }),
    expiringStatement(db).execute({ userId }),
    entriesStatement(db).execute({ userId, offset: (page - 1) * CREDIT_HISTORY_PAGE_SIZE }),
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
  const { current, refunded, spentGross, expired, removed } = totals!;
  const spent = spentGross - refunded;
  return {
    current,
    totalEarned: current + spent + expired + removed,
    totalSpent: spent,
    totalRefunded: refunded,
    totalExpired: expired,
    totalRemoved: removed,
    expiring: expiring.map((batch) => ({
      credits: batch.credits,
      expiresAt: batch.expiresAt!.toISOString(),
    })),
    entries,
    page,
    pageSize: CREDIT_HISTORY_PAGE_SIZE,
    hasMore: page * CREDIT_HISTORY_PAGE_SIZE < totals!.entries,
  };
}
