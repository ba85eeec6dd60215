import { useQuery } from "@tanstack/react-query";
import type { StudioInfo } from "../../../shared/studio.ts";
import { api } from "../../lib/api-client.ts";

export const studioQueryKey = ["studio"];

/**
 * The studio's identity (name, contacts, links) and booking policies, as the owner saved them in
 * the admin's settings.
 */
export function useStudio() {
  return useQuery({
    queryKey: studioQueryKey,
    queryFn: () => api.get<StudioInfo>("/api/studio"),
    // The owner may change them at any moment: asked again whenever a page that uses them opens.
    staleTime: 0,
  });
}
