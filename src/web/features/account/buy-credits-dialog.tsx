import { MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useStudio } from "../studio/use-studio.ts";

interface BuyCreditsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Buy More Credits: credits are sold at the studio's front desk; packages are on the Plans page. */
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
        <p>
          Credits are topped up at the studio. Come to the front desk before or after a class,
          choose a credit pack or any number of credits, and pay by cash, QR Pay, card or bank
          transfer. The team adds the credits to your account straight away; they show up here, and
          the receipt comes by e-mail.
        </p>
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
