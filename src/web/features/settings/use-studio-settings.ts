import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StudioSettings } from "../../../shared/settings.ts";
import type { SettingsChange } from "../../../shared/settings-schema.ts";
import { api } from "../../lib/api-client.ts";
import { studioQueryKey } from "../studio/use-studio.ts";

const SETTINGS_KEY = ["admin", "settings"] as const;

export function useStudioSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api.get<StudioSettings>("/api/admin/settings"),
  });
}

/** Saves a change; the pages' own copy of the studio (footer, policies) asks again. */
export function useSaveStudioSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      api.patch<StudioSettings>("/api/admin/settings", change),
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: studioQueryKey });
    },
  });
}
