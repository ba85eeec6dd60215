import { and, asc, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import {
  MEMBER_SEARCH_PAGE_SIZE,
  type MemberSearchPage,
  type MemberSearchQuery,
} from "../../../shared/admin-users.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { memberSearchTerms } from "./member-search-terms.ts";
import { withSubscriptions } from "./with-subscriptions.ts";

/**
 * The name's and nickname's words, each after a space, so a word's start is `% word`; with a space
 * after them too, a whole word is `% word %`.
 */
const nameWords = sql`' ' || ${user.foldedName} || ' ' || ${user.foldedNickname}`;

/**
 * What was typed, folded by studio_fold: being IMMUTABLE, it is worked out once as the query is
 * planned, where unaccent() itself would be worked out again for every row.
 */
const foldTyped = (text: string) => sql`studio_fold(${text})`;

/**
 * `text` folded as the search text is, with LIKE's wildcards escaped after folding, which can
 * make one (a full-width ％ becomes %).
 */
const likeText = (text: string) =>
  sql`replace(replace(replace(${foldTyped(text)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/**
 * The rows of one page of the member search (and one more, to tell whether there are more):
 * every word typed is somewhere in the member's search text, whatever its case and accents.
 * Ranked: the exact e-mail or phone first (what the exact lookups find), then names or nicknames
 * that start with what was typed, then those with each word typed as a word of their own, then
 * those with a word starting with each, then the rest; within each, by name and id, so that pages
 * never overlap and a long list of one surname reads in the order the desk looks for a name in.
 * Each tier a few comparisons of a member's own columns, as every match is ranked: the common
 * surname is 520 members at five years (decision 0029). The exact comparisons are left out where
 * what was typed cannot be an e-mail or a phone: each match of a common name would be compared for
 * nothing. A query of its own so that the bench can read its plan (bench/member-search.ts).
 */
export function memberSearchRows(db: Executor, query: MemberSearchQuery) {
  const { words, email, phone } = memberSearchTerms(query.q);
  const phrase = words.join(" ");
  const startsWithPhrase = (text: SQLWrapper) => sql`${text} like (${likeText(phrase)} || '%')`;
  const everyWord = (condition: (word: string) => SQL) => and(...words.map(condition))!;
  const exactly = or(
    email === null ? undefined : sql`lower(${user.email}) = ${email}`,
    phone === null ? undefined : eq(user.phone, phone),
  );
  const rank = sql`case
    ${exactly ? sql`when ${exactly} then 0` : sql``}
    when ${or(startsWithPhrase(user.foldedName), startsWithPhrase(user.foldedNickname))} then 1
    when ${everyWord((word) => sql`${nameWords} || ' ' like ('% ' || ${likeText(word)} || ' %')`)} then 2
    when ${everyWord((word) => sql`${nameWords} like ('% ' || ${likeText(word)} || '%')`)} then 3
    else 4
  end`;
  return db
    .select()
    .from(user)
    .where(everyWord((word) => sql`${user.searchText} like ('%' || ${likeText(word)} || '%')`))
    .orderBy(asc(rank), asc(user.foldedName), asc(user.id))
    .limit(MEMBER_SEARCH_PAGE_SIZE + 1)
    .offset((query.page - 1) * MEMBER_SEARCH_PAGE_SIZE);
}

/** Find anyone by part of a name, nickname, e-mail or phone (issue #21), best matches first. */
export async function searchMembers(
  db: Executor,
  query: MemberSearchQuery,
  now: Date,
): Promise<MemberSearchPage> {
  const rows = await memberSearchRows(db, query);
  const hasMore = rows.length > MEMBER_SEARCH_PAGE_SIZE;
  const members = hasMore ? rows.slice(0, MEMBER_SEARCH_PAGE_SIZE) : rows;
  return { users: await withSubscriptions(db, members, now), page: query.page, hasMore };
}
