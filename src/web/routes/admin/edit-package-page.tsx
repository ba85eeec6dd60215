import { useParams } from "react-router";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function EditPackagePage() {
  const { id } = useParams();
  return (
    <AdminPage
      title="Edit Package"
      description={`The form to change package ${id} will be on this page.`}
    />
  );
}
