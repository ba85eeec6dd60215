import CalendarClock from "lucide-react/icons/calendar-clock";
import Coins from "lucide-react/icons/coins";
import Footprints from "lucide-react/icons/footprints";
import MapPin from "lucide-react/icons/map-pin";
import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { CreditPackOffer } from "../../../shared/sales.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { BuyButton } from "../payments/buy-button.tsx";
import { soldOnline } from "../payments/sold-online.ts";
import { useStudio } from "../studio/use-studio.ts";
import { classesWorthLabel, packValidityLabel, perCreditLabel } from "./package-terms.ts";
import type { Viewer } from "./sign-in-first-link.tsx";

interface CreditPackCardProps {
  pack: CreditPackOffer;
  viewer: Viewer;
  /** The studio takes payments online (issue #24): the card has a Buy button. */
  onlinePayments: boolean;
}

/**
 * A credit pack on sale (issue #23): its price in ringgit, the credits it gives, what a credit
 * costs in it and how long they last. Packs are bought at the front desk, and online where the
 * studio takes payments online.
 */
export function CreditPackCard({ pack, viewer, onlinePayments }: CreditPackCardProps) {
  const titleId = `credit-pack-${pack.id}`;
  const usualClassCredits = (useStudio().data?.policies ?? DEFAULT_BOOKING_POLICIES)
    .usualClassCredits;
  const online = soldOnline(onlinePayments, pack.priceSen);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-[2rem] border border-sand-200 bg-white p-7 shadow-sm shadow-sage-900/5"
    >
      <h3 id={titleId} className="text-2xl font-semibold">
        {pack.name}
      </h3>
      <p className="mt-4 font-display text-4xl font-semibold text-sage-900">
        {formatRinggit(pack.priceSen)}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 border-t border-sand-200 pt-5 text-ink">
        <li className="flex gap-2.5">
          <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-700" />
          <span>
            {formatCredits(pack.credits)}{" "}
            <span className="text-ink-muted">({perCreditLabel(pack.senPerCredit)})</span>
          </span>
        </li>
        <li className="flex gap-2.5">
          <Footprints aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-700" />
          {classesWorthLabel(pack.credits, usualClassCredits)}
        </li>
        <li className="flex gap-2.5">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-700" />
          {packValidityLabel(pack.validityDays)}
        </li>
      </ul>
      {online && (
        <div className="mt-6">
          <BuyButton
            product={{ packId: pack.id }}
            priceSen={pack.priceSen}
            viewer={viewer}
            describedBy={titleId}
          />
        </div>
      )}
      <p
        className={`${online ? "mt-3" : "mt-6"} flex gap-2.5 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink`}
      >
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
        <span>
          <span className="font-semibold">
            {online ? "Or buy at the front desk" : "Buy at the front desk"}
          </span>
          : cash, QR Pay, card or bank transfer.
        </span>
      </p>
    </article>
  );
}
