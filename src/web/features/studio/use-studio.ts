import { useQuery } from "@tanstack/react-query";
import type { StudioInfo } from "../../../shared/studio.ts";
import { rememberZoneOffsets } from "../../../shared/studio-time.ts";
import { api } from "../../lib/api-client.ts";

export const studioQueryKey = ["studio"];

/**
 * The studio's settings as the page received them, sent with it or asked for: from then on the
 * page reads the studio's wall clock by the zone's offsets they carry, without Intl.
 */
export function receivedStudio(studio: StudioInfo): StudioInfo {
  rememberZoneOffsets(studio.zoneOffsets);
  return studio;
}

/**
 * The studio's identity (name, contacts, links) and booking policies, as the owner saved them in
 * the admin's settings.
 */
export function useStudio() {
  return useQuery({
    queryKey: studioQueryKey,
    queryFn: async () => receivedStudio(await api.get<StudioInfo>("/api/studio")),
    // The owner may change them at any moment: asked again whenever a page that uses them opens.
    staleTime: 0,
  });
}
