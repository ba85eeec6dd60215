import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { parse } from "hono/utils/cookie";
import type { ChangeVersions } from "../db/change-versions.ts";
import type { Database } from "../db/client.ts";
import { keptAtVersion } from "../db/kept-at-version.ts";
import { batchOf, constant, named } from "../db/named-statement.ts";
import { session, signInVersion, user } from "../db/schema/auth.ts";
import { batchedPerTurn } from "../db/shared-fresh-read.ts";
import type { Auth, SessionData } from "./create-auth.ts";

/** better-call's signature: base64 of an HMAC-SHA256, 44 characters with its padding. */
const SIGNATURE_LENGTH = 44;

/** The one row of the sign-in version (migration 0023). */
const SIGN_IN_VERSION_ROW = 1;

/** Sessions kept at once by an instance: every member of a busy studio signed in on one device. */
const KEPT_SESSIONS = 10_000;

/**
 * The session a request's cookie names, read the way Better Auth's `getSession` reads it for the
 * common case, at a fraction of its cost (Better Auth's lookup took ~1.3 ms of the app's CPU a request,
 * most of a signed-in timetable's, in bench:classes): the cookie's signature checked with node:crypto's HMAC rather than WebCrypto's
 * asynchronous one, and the session with its user in one prepared query, which reads the
 * sessions of all the requests of an event-loop turn together. A session read is kept while the
 * sign-in version holds (decision 0020): that version goes up in the transaction of every
 * renewal, sign-out, revocation and change to a member but their credits, and it is read afresh
 * for every request (one read a turn, shared with the timetable's), so a session revoked through
 * any instance is refused by the next answer of every instance. What is not the common case — an
 * expired session, one due for its daily renewal, a browser that asked not to be remembered — is
 * left to Better Auth, which cleans up, renews and refuses as it always has.
 */
export async function createSessionReader(db: Database, auth: Auth) {
  const context = await auth.$context;
  const sessionCookie = context.authCookies.sessionToken.name;
  const dontRememberCookie = context.authCookies.dontRememberToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const secret = context.secret;
  // The sign-in version comes with the sessions, of the same moment: a cookie this instance does
  // not keep costs one round trip, not one for the version and one for its session.
  const byTokens = named(
    db
      .select({
        signIns: signInVersion.version,
        token: session.token,
        session: betterAuthFields(session, context.tables.session),
        user: betterAuthFields(user, context.tables.user),
      })
      .from(signInVersion)
      .leftJoin(session, sql`${session.token} = any(${batchOf("tokens", "text")})`)
      .leftJoin(user, eq(user.id, session.userId))
      .where(eq(signInVersion.id, constant(SIGN_IN_VERSION_ROW))),
    "sessions_by_token",
  );
  // One read at a time, gathering the cookies of every turn meanwhile: a crowd signing in, a
  // request a turn, costs a statement a read rather than one each.
  const sessionByToken = batchedPerTurn(
    async (tokens: string[]) => {
      const rows = await byTokens.execute({ tokens });
      const signIns = rows[0]?.signIns;
      if (signIns === undefined) {
        throw new Error("the sign-in version's row is missing (migration 0023)");
      }
      const found = new Map<string, SessionData>();
      for (const { token, session: read, user: member } of rows) {
        if (token !== null && read && member) {
          found.set(token, { session: read, user: member } as SessionData);
        }
      }
      return tokens.map((token) => ({ found: found.get(token), signIns }));
    },
    { oneAtATime: true },
  );

  /** The session cookie's signed value, as the browser sent it. */
  const signedValue = (cookieHeader: string) => parse(cookieHeader, sessionCookie)[sessionCookie];
  /** The session cookie's token, or null unless the cookie is there and signed by us. */
  const signedToken = (cookieHeader: string) => verifiedToken(signedValue(cookieHeader), secret);

  // Kept by the session cookie's signed value, whose signature was checked when it was kept (so
  // it is not checked again), and never by the whole Cookie header: other cookies a request
  // carries, a filler one different each time, must not make it kept again (issue #69).
  const kept = keptAtVersion<string, SessionData>(KEPT_SESSIONS);
  const checkedSession = async (
    cookieHeader: string,
    changeVersions: () => Promise<ChangeVersions>,
  ) => {
    const value = signedValue(cookieHeader);
    if (value === undefined) return undefined;
    // Only a session kept here needs the version read first, to tell whether it still holds.
    if (kept.has(value)) {
      const known = kept.get(value, (await changeVersions()).signIns);
      if (known) return known;
    }
    const token = verifiedToken(value, secret);
    // Better Auth refuses a cookie it did not sign just the same.
    if (token === null) return undefined;
    const { found, signIns } = await sessionByToken(token);
    // A token with no session is not kept: the session may be made in a moment (a sign-in).
    if (found) kept.keep(value, found, signIns);
    return found;
  };

  const betterAuthSession = async (headers: Headers) =>
    (await auth.api.getSession({ headers })) as SessionData | null;

  /** `changeVersions`: the request's, read afresh once for it (app.ts). */
  return async function readSession(
    headers: Headers,
    changeVersions: () => Promise<ChangeVersions>,
  ): Promise<SessionData | null> {
    const cookieHeader = headers.get("cookie");
    if (!cookieHeader?.includes(`${sessionCookie}=`)) return null;
    if (cookieHeader.includes(`${dontRememberCookie}=`)) {
      return signedToken(cookieHeader) === null ? null : betterAuthSession(headers);
    }
    const found = await checkedSession(cookieHeader, changeVersions);
    if (!found) return null;
    // Expired, or due for the renewal Better Auth makes once a session is `updateAge` into its
    // idle period of `expiresIn` (create-auth.ts).
    if (found.session.expiresAt.getTime() - (expiresIn - updateAge) * 1000 <= Date.now()) {
      return betterAuthSession(headers);
    }
    return found;
  };
}

/**
 * The columns of `table` that Better Auth answers for its model: its own fields and its plugins'
 * (not the studio's, such as a member's credits, which handlers read where they need them).
 */
function betterAuthFields<Table extends typeof session | typeof user>(
  table: Table,
  model: { fields: Record<string, { returned?: boolean }> } | undefined,
): Record<string, AnyPgColumn> {
  if (!model) throw new Error("Better Auth has no model for a session table");
  const fields: Record<string, AnyPgColumn> = { id: table.id };
  for (const [name, field] of Object.entries(model.fields)) {
    if (field.returned === false) continue;
    const column = (table as unknown as Record<string, AnyPgColumn | undefined>)[name];
    if (!column) throw new Error(`Better Auth's field ${name} has no column in the schema`);
    fields[name] = column;
  }
  return fields;
}

/** The token of a signed cookie's value `token.signature`, or null unless the signature is ours. */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const token = value.slice(0, dot);
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export type SessionReader = Awaited<ReturnType<typeof createSessionReader>>;
