import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function PackagesPage() {
  return (
    <AdminPage
      title="Packages"
      description="Subscription packages and their usage will be listed here."
    />
  );
}
