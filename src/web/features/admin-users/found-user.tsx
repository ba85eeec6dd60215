import type { ReactNode } from "react";
import type { AdminUserDetail } from "../../../shared/admin-users.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useUserDetail } from "./use-user-detail.ts";

/** The user a search found, kept up to date as they change (an edit, a recharge). */
export function FoundUser({
  userId,
  children,
}: {
  userId: string;
  children: (user: AdminUserDetail) => ReactNode;
}) {
  const user = useUserDetail(userId);
  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.error) {
    return <LoadFailed onRetry={() => void user.refetch()}>{user.error.message}</LoadFailed>;
  }
  return children(user.data);
}
