import Info from "lucide-react/icons/info";
import Pencil from "lucide-react/icons/pencil";
import Power from "lucide-react/icons/power";
import { Link } from "react-router";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";

/** Read after each action's word, so every button of the list says which package it is for. */
function ForPackage({ item }: { item: AdminPackage }) {
  return <span className="sr-only"> {item.name}</span>;
}

/** Edit (the form at /admin/edit_package/{id}) and Details (the dialog). */
export function PackageActions({
  item,
  onDetails,
}: {
  item: AdminPackage;
  onDetails: (item: AdminPackage) => void;
}) {
  return (
    <>
      <Link to={`/admin/edit_package/${item.id}`} className={buttonClasses("secondary")}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
        <ForPackage item={item} />
      </Link>
      <Button variant="secondary" onClick={() => onDetails(item)}>
        <Info aria-hidden="true" className="size-4" />
        Details
        <ForPackage item={item} />
      </Button>
    </>
  );
}

/** Deactivate or Activate; the confirmation comes next. */
export function PackageStatusButton({
  item,
  onStatus,
}: {
  item: AdminPackage;
  onStatus: (item: AdminPackage) => void;
}) {
  return (
    <Button variant="ghost" onClick={() => onStatus(item)}>
      <Power aria-hidden="true" className="size-4" />
      {item.isActive ? "Deactivate" : "Activate"}
      <ForPackage item={item} />
    </Button>
  );
}
