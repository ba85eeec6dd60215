import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { StudioTimeZone } from "../../features/admin-users/studio-time-zone.tsx";
import { SaleDetails } from "../../features/sales/sale-details.tsx";
import { useAdminSale } from "../../features/sales/use-admin-sale.ts";
import { ApiError } from "../../lib/api-client.ts";

/** /admin/sales/{id}: one sale from the desk, its receipt, credit notes and refunds (issue #23). */
export function SalePage() {
  const id = useParams().id ?? "";
  const sale = useAdminSale(id);

  let content: ReactNode;
  if (sale.isPending) {
    content = <LoadingState label="Loading the sale…" />;
  } else if (sale.error instanceof ApiError && sale.error.status === 404) {
    content = (
      <div className="mt-8 max-w-xl space-y-4">
        <Alert tone="info">{sale.error.message}</Alert>
        <Link to="/admin/recharge" className={buttonClasses("secondary")}>
          Back to Recharge
        </Link>
      </div>
    );
  } else if (sale.error) {
    content = (
      <LoadFailed className="mt-8" onRetry={() => void sale.refetch()}>
        {sale.error.message}
      </LoadFailed>
    );
  } else {
    content = (
      <StudioTimeZone>
        {(timeZone) => <SaleDetails sale={sale.data} timeZone={timeZone} />}
      </StudioTimeZone>
    );
  }

  return (
    <AdminPage
      title={sale.data ? `Sale ${sale.data.receipt.number}` : "Sale"}
      description="A sale at the desk: its receipt, the credit notes of its refunds, and what can still be refunded."
    >
      {content}
    </AdminPage>
  );
}
