import { Hono } from "hono";
import type { StudioSettings } from "../../../shared/settings.ts";
import type { StudioInfo } from "../../../shared/studio.ts";
import { zoneOffsetsAround } from "../../../shared/studio-time.ts";
import type { AppEnv } from "../../context.ts";
import { googleSignInEnabled, onlinePaymentsEnabled, type Settings } from "../../env.ts";

export function studioInfo(env: Settings, saved: StudioSettings, now: Date): StudioInfo {
  return {
    ...saved.identity,
    timeZone: env.STUDIO_TIME_ZONE,
    zoneOffsets: zoneOffsetsAround(env.STUDIO_TIME_ZONE, now),
    googleSignIn: googleSignInEnabled(env),
    onlinePayments: onlinePaymentsEnabled(env),
    policies: saved.policies,
  };
}

export const studioRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { deps } = c.var;
  // Not kept by the browser: an owner's change shows on the next page a visitor opens.
  c.header("Cache-Control", "no-cache");
  return c.json(studioInfo(deps.settings, await deps.studioSettings(), deps.now()));
});
