import Plus from "lucide-react/icons/plus";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useArrivalNotice } from "../../components/ui/use-arrival-notice.ts";
import { CreditPacksSection } from "../../features/admin-packages/credit-packs-section.tsx";
import { PackageCards } from "../../features/admin-packages/package-cards.tsx";
import { PackageDetailsDialog } from "../../features/admin-packages/package-details-dialog.tsx";
import { PackageStatusDialog } from "../../features/admin-packages/package-status-dialog.tsx";
import { PackageTable } from "../../features/admin-packages/package-table.tsx";
import { useAdminPackages } from "../../features/admin-packages/use-admin-packages.ts";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";

export function PackagesPage() {
  const packages = useAdminPackages();
  const arrival = useArrivalNotice();
  const [statusNotice, setStatusNotice] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [changing, setChanging] = useState<AdminPackage | null>(null);
  const notice = statusNotice ?? arrival;
  // The dialog shows the list's copy, so it follows the list when it is fetched again.
  const details = packages.data?.find((item) => item.id === detailsId) ?? null;
  const actions = {
    onDetails: (item: AdminPackage) => setDetailsId(item.id),
    onStatus: (item: AdminPackage) => setChanging(item),
  };

  let list: ReactNode;
  if (packages.isPending) {
    list = <LoadingState label="Loading packages…" />;
  } else if (packages.error) {
    list = (
      <LoadFailed onRetry={() => void packages.refetch()}>{packages.error.message}</LoadFailed>
    );
  } else if (packages.data.length === 0) {
    list = (
      <div className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center">
        <p className="text-ink-muted">{MESSAGES.noPackagesFound}</p>
        <Link to="/admin/add_package" className={`mt-4 ${buttonClasses("primary")}`}>
          <Plus aria-hidden="true" className="size-4" />
          Add First Package
        </Link>
      </div>
    );
  } else {
    list = (
      <>
        <div className="hidden xl:block">
          <PackageTable packages={packages.data} {...actions} />
        </div>
        <div className="xl:hidden">
          <PackageCards packages={packages.data} {...actions} />
        </div>
      </>
    );
  }

  return (
    <AdminPage
      title="Packages"
      description="The subscription packages, on sale or not, and who holds them, priced in credits (and in ringgit where set); below them, the credit packs sold at the desk."
    >
      {notice && (
        <div className="mt-6">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="packages-list-heading" className="text-2xl font-semibold">
          All packages
        </h2>
        <Link to="/admin/add_package" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Package
        </Link>
      </div>
      <section aria-labelledby="packages-list-heading" className="mt-4">
        {list}
      </section>
      <CreditPacksSection />
      <PackageDetailsDialog item={details} onClose={() => setDetailsId(null)} />
      <PackageStatusDialog
        item={changing}
        onClose={() => setChanging(null)}
        onChanged={(message) => {
          setChanging(null);
          setStatusNotice(message);
        }}
      />
    </AdminPage>
  );
}
