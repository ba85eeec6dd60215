import { Hono } from "hono";
import { z } from "zod";
import {
  adminUserUpdateSchema,
  userHistoryQuerySchema,
  userListQuerySchema,
  userSearchQuerySchema,
  userStatusSchema,
  walkInSchema,
} from "../../../shared/admin-users.ts";
import {
  MESSAGES,
  userStatusChangedMessage,
  walkInRegisteredMessage,
} from "../../../shared/messages.ts";
import type { AppDeps, AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery } from "../../http/validate.ts";
import { findUser } from "./find-user.ts";
import { getUserDetail, type ReadingContext } from "./get-user-detail.ts";
import { listUserHistory } from "./list-user-history.ts";
import { registerWalkIn } from "./register-walk-in.ts";
import { searchMembers } from "./search-members.ts";
import { sendUserPasswordReset } from "./send-user-password-reset.ts";
import { setUserStatus } from "./set-user-status.ts";
import { updateUser } from "./update-user.ts";

/** Better Auth's ids: letters, digits, dashes and underscores. */
const userIdSchema = z.string().regex(/^[\w-]{1,100}$/);

function userId(raw: string): string {
  const parsed = userIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  return parsed.data;
}

const readingContext = async (deps: AppDeps): Promise<ReadingContext> => ({
  now: deps.now(),
  location: (await deps.studioSettings()).identity.address,
});

/** /api/admin/users (behind requireRole("admin")): the spec's users functions. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = parseQuery(c, userListQuerySchema);
    const { deps } = c.var;
    return c.json(await deps.usersList(await c.var.changeVersions(), query, deps.now()));
  })
  .post("/", async (c) => {
    const { deps, session } = c.var;
    const walkIn = await parseJson(c, walkInSchema);
    const { userId: id } = await registerWalkIn(deps, {
      walkIn,
      actorId: session!.user.id,
      now: deps.now(),
    });
    return c.json(
      {
        message: walkInRegisteredMessage(walkIn),
        user: await getUserDetail(deps.db, id, await readingContext(deps)),
      },
      201,
    );
  })
  .get("/search", async (c) => {
    const { deps } = c.var;
    const query = parseQuery(c, userSearchQuerySchema);
    if ("q" in query) return c.json(await searchMembers(deps.db, query, deps.now()));
    return c.json(await findUser(deps.db, query, await readingContext(deps)));
  })
  .get("/:id", async (c) => {
    const { deps } = c.var;
    return c.json(
      await getUserDetail(deps.db, userId(c.req.param("id")), await readingContext(deps)),
    );
  })
  .put("/:id", async (c) => {
    const { deps, session } = c.var;
    const id = userId(c.req.param("id"));
    const update = await parseJson(c, adminUserUpdateSchema);
    await updateUser(deps, { userId: id, actorId: session!.user.id, update, now: deps.now() });
    return c.json({
      message: MESSAGES.userUpdated,
      user: await getUserDetail(deps.db, id, await readingContext(deps)),
    });
  })
  .post("/:id/status", async (c) => {
    const { deps, session } = c.var;
    const id = userId(c.req.param("id"));
    const { isActive } = await parseJson(c, userStatusSchema);
    await setUserStatus(deps.db, {
      userId: id,
      actorId: session!.user.id,
      isActive,
      now: deps.now(),
    });
    return c.json({
      message: userStatusChangedMessage(isActive),
      user: await getUserDetail(deps.db, id, await readingContext(deps)),
    });
  })
  .post("/:id/password-reset", async (c) => {
    const { deps, session } = c.var;
    const id = userId(c.req.param("id"));
    return c.json(
      await sendUserPasswordReset(deps, { userId: id, actorId: session!.user.id, now: deps.now() }),
    );
  })
  .get("/:id/history", async (c) => {
    const id = userId(c.req.param("id"));
    const { type, page } = parseQuery(c, userHistoryQuerySchema);
    const { deps } = c.var;
    return c.json(
      await listUserHistory(deps.db, {
        userId: id,
        filter: type,
        page,
        ...(await readingContext(deps)),
      }),
    );
  });
