import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function UsersPage() {
  return (
    <AdminPage
      title="Users"
      description="All registered users, with search, filters and account actions, will be listed here."
    />
  );
}
