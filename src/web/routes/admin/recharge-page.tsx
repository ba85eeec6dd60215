import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function RechargePage() {
  return (
    <AdminPage
      title="Credit Recharge"
      description="Finding a student by e-mail or phone and adding credits will be done on this page."
    />
  );
}
