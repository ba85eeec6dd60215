import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages.ts";
import { creditPackSchema } from "../../../shared/sales.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { listAdminCreditPacks, listCreditPacks } from "./list-credit-packs.ts";
import { saveCreditPack } from "./save-credit-pack.ts";

/** /api/credit-packs: the packs on sale, for everyone. */
export const creditPackRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listCreditPacks(c.var.deps.db)),
);

const packId = (raw: string) => pathId(raw, "credit_pack_not_found", MESSAGES.creditPackNotFound);

/** /api/admin/credit-packs (behind requireRole("admin")). */
export const adminCreditPackRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listAdminCreditPacks(c.var.deps.db)))
  .post("/", async (c) => {
    const values = await parseJson(c, creditPackSchema);
    const pack = await saveCreditPack(c.var.deps.db, { values });
    return c.json({ message: MESSAGES.creditPackCreated, pack }, 201);
  })
  .put("/:id", async (c) => {
    const id = packId(c.req.param("id"));
    const values = await parseJson(c, creditPackSchema);
    const pack = await saveCreditPack(c.var.deps.db, { id, values });
    return c.json({ message: MESSAGES.creditPackSaved, pack });
  });
