import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function AttendancePage() {
  return (
    <AdminPage
      title="Attendance"
      description="Classes in a date range, with each booked student's attendance, will be shown here."
    />
  );
}
