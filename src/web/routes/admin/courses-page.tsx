import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function CoursesPage() {
  return (
    <AdminPage
      title="Courses"
      description="Upcoming classes, with a date filter and a link to add a class, will be listed here."
    />
  );
}
