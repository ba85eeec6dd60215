import { useMutation, useQuery } from "@tanstack/react-query";
import type { Profile } from "../../../shared/profile.ts";
import type { Registration } from "../../../shared/registration.ts";
import { api } from "../../lib/api-client.ts";

/** The signed-in user's profile; keyed by user so a new sign-in never sees the last one's. */
export function useProfile(userId: string | undefined) {
  return useQuery({
    queryKey: ["me", userId],
    queryFn: () => api.get<Profile>("/api/me"),
    enabled: Boolean(userId),
  });
}

/** Saves name, nickname and phone; the caller refreshes the session and profile afterwards. */
export function useCompleteRegistration() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      api.post<{ success: boolean; message: string }>("/api/me/registration", registration),
  });
}
