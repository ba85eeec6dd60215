import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useId } from "react";
import { Link } from "react-router";
import { formatCredits } from "../../../shared/credits.ts";
import type { CreditPackOffer } from "../../../shared/sales.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { BuyButton } from "../payments/buy-button.tsx";
import { soldOnline } from "../payments/sold-online.ts";
import { CreditPackOffers } from "../plans/credit-pack-list.tsx";
import { packValidityLabel, perCreditLabel } from "../plans/package-terms.ts";
import { useStudio } from "../studio/use-studio.ts";

interface BuyCreditsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Buy More Credits: the credit packs to buy online where the studio takes payments online (issue
 * #24), and the front desk, which sells them too; packages are on the Plans page.
 */
export function BuyCreditsDialog({ open, onClose }: BuyCreditsDialogProps) {
  const studio = useStudio().data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Buy More Credits"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to="/plan" className={buttonClasses("primary")}>
            See plans
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {studio?.onlinePayments ? (
          <>
            <p>
              Choose a credit pack and pay online. The credits are added as soon as the payment is
              confirmed; they show up here, and the receipt comes by e-mail.
            </p>
            <CreditPackOffers>
              {(packs) => (
                <ul className="space-y-3">
                  {packs.map((pack) => (
                    <PackToBuy key={pack.id} pack={pack} />
                  ))}
                </ul>
              )}
            </CreditPackOffers>
            <p>
              The front desk sells them too, and any number of credits: come before or after a class
              and pay by cash, QR Pay, card or bank transfer.
            </p>
          </>
        ) : (
          <p>
            Credits are topped up at the studio. Come to the front desk before or after a class,
            choose a credit pack or any number of credits, and pay by cash, QR Pay, card or bank
            transfer. The team adds the credits to your account straight away; they show up here,
            and the receipt comes by e-mail.
          </p>
        )}
        {studio && (
          <ul className="space-y-2 rounded-2xl bg-sand-50 p-4 text-sm ring-1 ring-sand-200 ring-inset">
            <li className="flex items-start gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
              <span>{studio.address}</span>
            </li>
            <li className="flex items-start gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
              <a
                href={`tel:${studio.phone.replace(/[^+\d]/g, "")}`}
                className="font-medium text-sage-700 underline underline-offset-4"
              >
                {studio.phone}
              </a>
            </li>
          </ul>
        )}
        <p className="text-sm text-ink-muted">
          The Plans page lists the credit packs and their prices. Coming often? A package there
          covers your regular classes and costs less than paying class by class. You can also start
          the free trial there.
        </p>
      </div>
    </Dialog>
  );
}

/** A credit pack in the dialog: what it gives, and its Buy button (a free one only at the desk). */
function PackToBuy({ pack }: { pack: CreditPackOffer }) {
  const titleId = useId();
  return (
    <li className="rounded-2xl border border-sand-200 p-4">
      <h3 id={titleId} className="text-lg font-semibold">
        {pack.name}
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">
        {formatCredits(pack.credits)} ({perCreditLabel(pack.senPerCredit)}) ·{" "}
        {packValidityLabel(pack.validityDays)}
      </p>
      {soldOnline(true, pack.priceSen) ? (
        <div className="mt-3">
          <BuyButton
            product={{ packId: pack.id }}
            priceSen={pack.priceSen}
            viewer="student"
            describedBy={titleId}
          />
        </div>
      ) : (
        <p className="mt-1 text-sm font-medium">At the front desk</p>
      )}
    </li>
  );
}
