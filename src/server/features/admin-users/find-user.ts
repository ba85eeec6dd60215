import { eq, sql } from "drizzle-orm";
import type { AdminUserDetail, UserLookupQuery } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { normalisePhone } from "../../../shared/registration.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { getUserDetail, type ReadingContext } from "./get-user-detail.ts";

/**
 * Search by e-mail or phone (spec §5): an exact match after trimming. E-mails are compared
 * without regard to case and phones without spaces or dashes, as they are stored.
 */
export async function findUser(
  db: Executor,
  query: UserLookupQuery,
  context: ReadingContext,
): Promise<AdminUserDetail> {
  const [found] =
    "email" in query
      ? await db
          .select({ id: user.id })
          .from(user)
          .where(eq(sql`lower(${user.email})`, query.email.toLowerCase()))
      : await db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.phone, normalisePhone(query.phone)));
  if (!found) {
    const message = "email" in query ? MESSAGES.noUserWithEmail : MESSAGES.noUserWithPhone;
    throw new AppError("user_not_found", message, 404);
  }
  return getUserDetail(db, found.id, context);
}
