import { Hono } from "hono";
import { settingsChangeSchema } from "../../../shared/settings-schema.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { updateStudioSettings } from "./update-studio-settings.ts";

/** /api/admin/settings (behind requireRole("admin")). */
export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await c.var.deps.studioSettings()))
  .patch("/", async (c) => {
    const { deps, session } = c.var;
    const change = await parseJson(c, settingsChangeSchema);
    const saved = await updateStudioSettings(deps.db, {
      change,
      actorId: session!.user.id,
      env: deps.settings,
      now: deps.now(),
    });
    return c.json(saved);
  });
