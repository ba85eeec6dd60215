import type { ReactNode } from "react";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useStudio } from "../studio/use-studio.ts";

/** Waits for the studio's time zone, which every date on the admin's user screens is shown in. */
export function StudioTimeZone({ children }: { children: (timeZone: string) => ReactNode }) {
  const studio = useStudio();
  const timeZone = studio.data?.timeZone;
  if (studio.isPending) return <LoadingState label="Loading…" />;
  if (studio.error || !timeZone) {
    return (
      <LoadFailed onRetry={() => void studio.refetch()}>
        {studio.error?.message ?? "The studio's settings could not be loaded."}
      </LoadFailed>
    );
  }
  return children(timeZone);
}
