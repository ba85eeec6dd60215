import { useParams } from "react-router";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function EditCoursePage() {
  const { id } = useParams();
  return (
    <AdminPage
      title="Edit Class"
      description={`The form to change class ${id} will be on this page.`}
    />
  );
}
