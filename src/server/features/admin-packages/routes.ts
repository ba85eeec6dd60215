import { Hono } from "hono";
import { MESSAGES, packageStatusChangedMessage } from "../../../shared/messages.ts";
import { packageInputSchema, packageStatusSchema } from "../../../shared/packages.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { createPackage } from "./create-package.ts";
import { getAdminPackage } from "./get-admin-package.ts";
import { listAdminPackages } from "./list-admin-packages.ts";
import { setPackageStatus } from "./set-package-status.ts";
import { updatePackage } from "./update-package.ts";

const packageId = (raw: string) => pathId(raw, "package_not_found", MESSAGES.packageDoesNotExist);

export const adminPackageRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminPackages(c.var.deps.db, c.var.deps.now())))
  .get("/:id", async (c) =>
    c.json(await getAdminPackage(c.var.deps.db, packageId(c.req.param("id")), c.var.deps.now())),
  )
  .post("/", async (c) => {
    const input = await parseJson(c, packageInputSchema);
    const created = await createPackage(c.var.deps.db, input, c.var.deps.now());
    return c.json({ message: MESSAGES.packageCreated, package: created }, 201);
  })
  .put("/:id", async (c) => {
    const id = packageId(c.req.param("id"));
    const input = await parseJson(c, packageInputSchema);
    const saved = await updatePackage(c.var.deps.db, id, input, c.var.deps.now());
    return c.json({ message: MESSAGES.packageUpdated, package: saved });
  })
  .post("/:id/status", async (c) => {
    const id = packageId(c.req.param("id"));
    const { isActive } = await parseJson(c, packageStatusSchema);
    const saved = await setPackageStatus(c.var.deps.db, id, isActive, c.var.deps.now());
    return c.json({ message: packageStatusChangedMessage(saved.name, isActive), package: saved });
  });
