import { useNavigate } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import type { ArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import { PackageForm } from "../../features/admin-packages/package-form.tsx";
import { EMPTY_PACKAGE_FORM } from "../../features/admin-packages/package-form-values.ts";
import { useCreatePackage } from "../../features/admin-packages/use-admin-packages.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function AddPackagePage() {
  const createPackage = useCreatePackage();
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Add Package"
      description="A subscription package goes on sale on the Plans page as soon as it is saved."
    >
      <PackageForm
        initial={EMPTY_PACKAGE_FORM}
        submitLabel="Create Package"
        failureText={MESSAGES.createPackageFailed}
        save={async (input) => {
          const { message } = await createPackage.mutateAsync(input);
          const state: ArrivalNotice = { notice: message };
          await navigate("/admin/packages", { state });
        }}
      />
    </AdminPage>
  );
}
