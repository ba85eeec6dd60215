import { Hono } from "hono";
import type { StudioInfo } from "../../../shared/studio.ts";
import type { AppEnv } from "../../context.ts";
import { googleSignInEnabled, type Settings } from "../../env.ts";

export function studioInfo(settings: Settings): StudioInfo {
  return {
    name: settings.STUDIO_NAME,
    tagline: settings.STUDIO_TAGLINE,
    phone: settings.STUDIO_PHONE,
    email: settings.STUDIO_EMAIL,
    address: settings.STUDIO_ADDRESS,
    directionsUrl: settings.STUDIO_DIRECTIONS_URL,
    instagramUrl: settings.STUDIO_INSTAGRAM_URL,
    facebookUrl: settings.STUDIO_FACEBOOK_URL,
    youtubeUrl: settings.STUDIO_YOUTUBE_URL,
    currency: settings.STUDIO_CURRENCY,
    timeZone: settings.STUDIO_TIME_ZONE,
    established: settings.STUDIO_ESTABLISHED,
    googleSignIn: googleSignInEnabled(settings),
  };
}

export const studioRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(studioInfo(c.var.deps.settings));
});
