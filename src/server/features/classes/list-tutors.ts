import { asc } from "drizzle-orm";
import type { Tutor } from "../../../shared/classes.ts";
import type { Executor } from "../../db/client.ts";
import { tutor } from "../../db/schema/tutors.ts";

export async function listTutors(db: Executor): Promise<Tutor[]> {
  return db
    .select({ id: tutor.id, name: tutor.name, photoUrl: tutor.photoUrl, bio: tutor.bio })
    .from(tutor)
    .orderBy(asc(tutor.name));
}
