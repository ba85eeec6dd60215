import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function AddCoursePage() {
  return (
    <AdminPage
      title="Add Class"
      description="The form to schedule a new class will be on this page."
    />
  );
}
