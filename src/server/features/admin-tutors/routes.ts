import { Hono } from "hono";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import { tutorInputSchema } from "../../../shared/tutors.ts";
import type { AppEnv } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { parseJson } from "../../http/validate.ts";
import { listTutors } from "../classes/list-tutors.ts";
import { deleteTutor } from "./delete-tutor.ts";
import { saveTutor } from "./save-tutor.ts";

function tutorId(raw: string): string {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw new AppError("tutor_not_found", MESSAGES.tutorNotFound, 404);
  return parsed.data;
}

export const adminTutorRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listTutors(c.var.deps.db)))
  .post("/", async (c) => {
    const input = await parseJson(c, tutorInputSchema);
    return c.json(await saveTutor(c.var.deps.db, input), 201);
  })
  .put("/:id", async (c) => {
    const id = tutorId(c.req.param("id"));
    const input = await parseJson(c, tutorInputSchema);
    return c.json(await saveTutor(c.var.deps.db, input, id));
  })
  .delete("/:id", async (c) => {
    await deleteTutor(c.var.deps.db, tutorId(c.req.param("id")));
    return c.json({ message: "Tutor deleted." });
  });
