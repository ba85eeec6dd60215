import { Badge } from "../../components/ui/badge.tsx";

/** Active or Disabled (spec §4 User account). */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? "sage" : "clay"}>{isActive ? "Active" : "Disabled"}</Badge>;
}
