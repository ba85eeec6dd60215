import { Hono } from "hono";
import { profileUpdateSchema } from "../../../shared/profile.ts";
import { registrationSchema } from "../../../shared/registration.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { completeRegistration } from "./complete-registration.ts";
import { getProfile } from "./get-profile.ts";
import { updateProfile } from "./update-profile.ts";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const session = requireSession(c.var.session);
    return c.json(await getProfile(c.var.deps.db, session.user.id, c.var.deps.now()));
  })
  .patch("/", async (c) => {
    const session = requireSession(c.var.session);
    const update = await parseJson(c, profileUpdateSchema);
    await updateProfile(c.var.deps.db, session.user.id, update, c.var.deps.now());
    return c.json(await getProfile(c.var.deps.db, session.user.id, c.var.deps.now()));
  })
  .post("/registration", async (c) => {
    const session = requireSession(c.var.session);
    const registration = await parseJson(c, registrationSchema);
    await completeRegistration(c.var.deps.db, session.user.id, registration, c.var.deps.now());
    return c.json({ success: true, message: "Profile completed" });
  });
