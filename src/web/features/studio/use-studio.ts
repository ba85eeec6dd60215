import { useQuery } from "@tanstack/react-query";
import type { StudioInfo } from "../../../shared/studio.ts";
import { api } from "../../lib/api-client.ts";

export const studioQueryKey = ["studio"];

/** The studio's identity (name, contacts, links) comes from settings on the server, not from code. */
export function useStudio() {
  return useQuery({
    queryKey: studioQueryKey,
    queryFn: () => api.get<StudioInfo>("/api/studio"),
    // Settings change only with a restart; the server lets browsers cache them for 5 minutes too.
    staleTime: 5 * 60_000,
  });
}
