import type { StudioSettings } from "../../../shared/settings.ts";
import type { Executor } from "../../db/client.ts";
import { sharedFreshRead } from "../../db/shared-fresh-read.ts";
import type { Settings } from "../../env.ts";
import { readStudioSettings } from "./read-studio-settings.ts";

/**
 * The settings as of now, for every request that needs them: one small read per turn of the
 * event loop, shared by the requests of that turn, so a change saved through any instance is in
 * the next answer of every instance (the timetable's rule).
 */
export function createSettingsReader(db: Executor, env: Settings): () => Promise<StudioSettings> {
  return sharedFreshRead(() => readStudioSettings(db, env));
}
