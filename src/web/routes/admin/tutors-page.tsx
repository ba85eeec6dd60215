import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function TutorsPage() {
  return (
    <AdminPage
      title="Tutors"
      description="Adding, editing and removing the studio's tutors will be done on this page."
    />
  );
}
