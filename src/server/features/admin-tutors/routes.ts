import { Hono } from "hono";
import { MESSAGES } from "../../../shared/messages.ts";
import { tutorInputSchema } from "../../../shared/tutors.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson, pathId } from "../../http/validate.ts";
import { listTutors } from "../classes/list-tutors.ts";
import { deleteTutor } from "./delete-tutor.ts";
import { saveTutor } from "./save-tutor.ts";

const tutorId = (raw: string) => pathId(raw, "tutor_not_found", MESSAGES.tutorNotFound);

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
    return c.json({ message: "Instructor deleted." });
  });
