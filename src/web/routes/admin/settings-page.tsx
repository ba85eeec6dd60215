import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { BookingPoliciesForm } from "../../features/settings/booking-policies-form.tsx";
import { StudioIdentityForm } from "../../features/settings/studio-identity-form.tsx";
import { useStudioSettings } from "../../features/settings/use-studio-settings.ts";

export function SettingsPage() {
  const settings = useStudioSettings();
  return (
    <AdminPage
      title="Studio Settings"
      description="The studio's details and its booking rules. Saved changes apply at once, without a restart."
    >
      {settings.isPending ? (
        <LoadingState label="Loading the settings…" />
      ) : settings.isError ? (
        <LoadFailed className="mt-8" onRetry={() => void settings.refetch()}>
          {settings.error.message}
        </LoadFailed>
      ) : (
        <div className="mt-8 grid items-start gap-6 xl:grid-cols-2">
          <StudioIdentityForm saved={settings.data.identity} />
          <BookingPoliciesForm saved={settings.data.policies} />
        </div>
      )}
    </AdminPage>
  );
}
