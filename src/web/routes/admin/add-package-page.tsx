import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function AddPackagePage() {
  return (
    <AdminPage
      title="Add Package"
      description="The form to create a subscription package will be on this page."
    />
  );
}
