import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileUpdate } from "../../../shared/profile.ts";
import type { Registration } from "../../../shared/registration.ts";
import { api } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";

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

/**
 * updateUserProfile (student): name, nickname, phone or the e-mail preference. The answer is the
 * new profile; the session is fetched again too, since the navigation names the user from it. The
 * mutation stays pending until both are in, so the new name is on screen when it reports success.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  const session = authClient.useSession();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<Profile>("/api/me", update),
    onSuccess: async (profile, update) => {
      queryClient.setQueryData(["me", userId], profile);
      if (update.name !== undefined || update.nickname !== undefined) await session.refetch();
    },
  });
}
