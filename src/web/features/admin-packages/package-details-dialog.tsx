import { Link } from "react-router";
import { formatCredits } from "../../../shared/credits.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import {
  FactList,
  PackageStatusBadge,
  packageInformation,
  packageUsage,
} from "./package-facts.tsx";

/**
 * The Details dialog (spec §2 Admin Packages): the package, and its usage with the revenue, which
 * is the credits paid for every subscription sold, each at the price of its day.
 */
export function PackageDetailsDialog({
  item,
  onClose,
}: {
  item: AdminPackage | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item?.name ?? ""}
      footer={
        item && (
          <>
            <Link to={`/admin/edit_package/${item.id}`} className={buttonClasses("secondary")}>
              Edit package
            </Link>
            <Button onClick={onClose}>Close</Button>
          </>
        )
      }
    >
      {item && (
        <div className="space-y-6">
          <PackageStatusBadge isActive={item.isActive} />
          <section aria-labelledby="package-information-heading">
            <h3 id="package-information-heading" className="mb-3 text-lg font-semibold">
              Package information
            </h3>
            <FactList facts={packageInformation(item)} />
          </section>
          <section aria-labelledby="package-usage-heading">
            <h3 id="package-usage-heading" className="mb-3 text-lg font-semibold">
              Usage
            </h3>
            <FactList
              facts={[
                ...packageUsage(item),
                { term: "Total revenue", value: formatCredits(item.totalRevenue) },
                { term: "Subscriptions sold", value: item.subscriptionsSold },
              ]}
            />
          </section>
        </div>
      )}
    </Dialog>
  );
}
