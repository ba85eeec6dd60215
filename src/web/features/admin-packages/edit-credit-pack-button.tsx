import Pencil from "lucide-react/icons/pencil";
import type { AdminCreditPack } from "../../../shared/sales.ts";
import { Button } from "../../components/ui/button.tsx";

/** Edit, with the pack's name read after it, so every Edit of the list says which pack. */
export function EditCreditPackButton({
  pack,
  onEdit,
}: {
  pack: AdminCreditPack;
  onEdit: (pack: AdminCreditPack) => void;
}) {
  return (
    <Button variant="secondary" onClick={() => onEdit(pack)}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
      <span className="sr-only"> {pack.name}</span>
    </Button>
  );
}
