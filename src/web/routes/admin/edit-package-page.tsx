import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import type { ArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import { PackageForm } from "../../features/admin-packages/package-form.tsx";
import { packageFormValues } from "../../features/admin-packages/package-form-values.ts";
import {
  useAdminPackage,
  useUpdatePackage,
} from "../../features/admin-packages/use-admin-packages.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { ApiError } from "../../lib/api-client.ts";

function EditForm({ saved }: { saved: AdminPackage }) {
  const updatePackage = useUpdatePackage(saved.id);
  const navigate = useNavigate();
  const holders = saved.activeSubscribers;
  return (
    <>
      {holders > 0 && (
        <div className="mt-8 max-w-3xl">
          <Alert tone="info">
            {holders} {holders === 1 ? "student holds" : "students hold"} this package now. New yoga
            types and a new monthly cap apply to them too; a new price and validity apply to new
            purchases.
          </Alert>
        </div>
      )}
      <PackageForm
        initial={packageFormValues(saved)}
        submitLabel="Save Changes"
        failureText={MESSAGES.updatePackageFailed}
        save={async (input) => {
          const { message } = await updatePackage.mutateAsync(input);
          const state: ArrivalNotice = { notice: message };
          await navigate("/admin/packages", { state });
        }}
      />
    </>
  );
}

export function EditPackagePage() {
  const id = useParams().id ?? "";
  const saved = useAdminPackage(id);

  let content: ReactNode;
  if (saved.isPending) {
    content = <LoadingState label="Loading the package…" />;
  } else if (saved.error instanceof ApiError && saved.error.status === 404) {
    content = (
      <div className="mt-8 max-w-xl space-y-4">
        <Alert tone="info">{saved.error.message}</Alert>
        <Link to="/admin/packages" className={buttonClasses("secondary")}>
          Back to Packages
        </Link>
      </div>
    );
  } else if (saved.error) {
    content = (
      <LoadFailed className="mt-8" onRetry={() => void saved.refetch()}>
        {saved.error.message}
      </LoadFailed>
    );
  } else {
    content = <EditForm key={saved.data.id} saved={saved.data} />;
  }

  return (
    <AdminPage
      title="Edit Package"
      description="Change a package's name, price, savings, validity, monthly cap or yoga types."
    >
      {content}
    </AdminPage>
  );
}
