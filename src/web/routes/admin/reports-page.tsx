import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function ReportsPage() {
  return (
    <AdminPage
      title="Sales Reports"
      description="Credit sales, package sales, bookings and attendance over a date range will be reported here."
    />
  );
}
