import Undo2 from "lucide-react/icons/undo-2";
import { useId, useState } from "react";
import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { AdminSale } from "../../../shared/sales.ts";
import { Button } from "../../components/ui/button.tsx";
import { Detail } from "../../components/ui/detail.tsx";
import { RefundDialog } from "./refund-dialog.tsx";

interface RefundPanelProps {
  sale: AdminSale;
  /** After a refund, with the server's words. */
  onRefunded: (message: string) => void;
}

/** What of a sale can still be refunded, and the Refund button while anything can. */
export function RefundPanel({ sale, onRefunded }: RefundPanelProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { amountSen, credits, used } = sale.refundable;
  const anything = amountSen > 0 || credits > 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Refund
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <Detail term="Money left to refund">{formatRinggit(amountSen)}</Detail>
        <Detail term="Unused credits">
          {formatCredits(credits)}
          {used > 0 && <span className="block text-ink-muted">{used} used or expired</span>}
        </Detail>
      </dl>
      {anything ? (
        <Button className="mt-5" onClick={() => setOpen(true)}>
          <Undo2 aria-hidden="true" className="size-4" />
          Refund
        </Button>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          Nothing is left to refund: no money, and no unused credits.
        </p>
      )}
      <RefundDialog
        sale={sale}
        open={open}
        onClose={() => setOpen(false)}
        onRefunded={(message) => {
          setOpen(false);
          onRefunded(message);
        }}
      />
    </section>
  );
}
