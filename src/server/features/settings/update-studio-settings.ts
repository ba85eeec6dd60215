import { eq } from "drizzle-orm";
import { policyConflict, SETTING_LABELS, type StudioSettings } from "../../../shared/settings.ts";
import type { SettingsChange } from "../../../shared/settings-schema.ts";
import type { Database } from "../../db/client.ts";
import { studioSettings } from "../../db/schema/settings.ts";
import type { Settings } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { SETTINGS_ROW_ID, withDefaults } from "./read-studio-settings.ts";

type SettingName = keyof typeof SETTING_LABELS;

interface SettingChanged {
  setting: SettingName;
  from: unknown;
  to: unknown;
}

function changedSettings(before: StudioSettings, after: StudioSettings): SettingChanged[] {
  const groups = ["identity", "policies"] as const;
  return groups.flatMap((group) => {
    const earlier = new Map<string, unknown>(Object.entries(before[group]));
    return Object.entries(after[group])
      .map(([name, to]) => ({ setting: name as SettingName, from: earlier.get(name), to }))
      .filter(({ from, to }) => from !== to);
  });
}

/**
 * Saves the settings sent, leaving the others as they are, in one transaction with a record of
 * who changed what. Bookings already made keep the terms they were made under; what changes is
 * what the studio does from now on. Settings that would contradict each other are refused whole.
 */
export async function updateStudioSettings(
  db: Database,
  input: { change: SettingsChange; actorId: string; env: Settings; now: Date },
): Promise<StudioSettings> {
  const { change, actorId, env, now } = input;
  return db.transaction(async (tx) => {
    // The row made once, then locked: two owners saving at once each build on the other's save.
    await tx
      .insert(studioSettings)
      .values({ id: SETTINGS_ROW_ID, updatedAt: now })
      .onConflictDoNothing();
    const [saved] = await tx
      .select()
      .from(studioSettings)
      .where(eq(studioSettings.id, SETTINGS_ROW_ID))
      .for("update");
    const before = withDefaults(saved, env);
    const identity = { ...saved?.identity, ...change.identity };
    const policies = { ...saved?.policies, ...change.policies };
    const after: StudioSettings = {
      identity: { ...before.identity, ...change.identity },
      policies: { ...before.policies, ...change.policies },
      updatedAt: now.toISOString(),
      updatedBy: actorId,
    };
    const conflict = policyConflict(after.policies);
    if (conflict) throw new AppError("invalid_settings", conflict, 400);
    const changes = changedSettings(before, after);
    if (changes.length === 0) return before;

    await tx
      .update(studioSettings)
      .set({ identity, policies, updatedAt: now, updatedBy: actorId })
      .where(eq(studioSettings.id, SETTINGS_ROW_ID));
    await recordActivity(tx, {
      userId: actorId,
      actorId,
      type: "settings",
      description: `Changed ${changes.map(({ setting }) => SETTING_LABELS[setting]).join(", ")}`,
      metadata: { changes },
      createdAt: now,
    });
    return after;
  });
}
