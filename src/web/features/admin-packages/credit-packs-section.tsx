import Plus from "lucide-react/icons/plus";
import { type ReactNode, useId, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { CreditPackCards } from "./credit-pack-cards.tsx";
import { CreditPackDialog, type CreditPackEditing } from "./credit-pack-dialog.tsx";
import { CreditPackTable } from "./credit-pack-table.tsx";
import { useAdminCreditPacks } from "./use-admin-credit-packs.ts";

/**
 * The credit packs the desk sells and the Plans page shows while they are on sale (issue #23):
 * the list, and Add and Edit in a dialog.
 */
export function CreditPacksSection() {
  const headingId = useId();
  const packs = useAdminCreditPacks();
  const [editing, setEditing] = useState<CreditPackEditing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let list: ReactNode;
  if (packs.isPending) {
    list = <LoadingState label="Loading credit packs…" />;
  } else if (packs.error) {
    list = <LoadFailed onRetry={() => void packs.refetch()}>{packs.error.message}</LoadFailed>;
  } else if (packs.data.length === 0) {
    list = (
      <p className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center text-ink-muted">
        No credit packs yet. Add one to sell it at the desk and show it on the Plans page.
      </p>
    );
  } else {
    list = (
      <>
        <div className="hidden lg:block">
          <CreditPackTable packs={packs.data} onEdit={setEditing} />
        </div>
        <div className="lg:hidden">
          <CreditPackCards packs={packs.data} onEdit={setEditing} />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold">
            Credit packs
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            Credits sold for ringgit at the desk (Recharge). Those on sale are shown on the Plans
            page too.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Add Credit Pack
        </Button>
      </div>
      {notice && (
        <div className="mt-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      <div className="mt-4">{list}</div>
      <CreditPackDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
    </section>
  );
}
