import type { LucideIcon } from "lucide-react";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Hourglass from "lucide-react/icons/hourglass";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Undo2 from "lucide-react/icons/undo-2";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { formatRinggit } from "../../../shared/money.ts";
import type { PaymentOrder } from "../../../shared/payments.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Detail } from "../../components/ui/detail.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { accountTabPath } from "../../features/account/account-tabs.ts";
import { SignInPrompt } from "../../features/account/sign-in-prompt.tsx";
import {
  awaitsWebhook,
  type OutcomeKind,
  POLL_MS,
  paymentOutcome,
  type Returned,
  returnedOf,
  WAIT_MS,
} from "../../features/payments/payment-outcome.ts";
import { usePaymentOrder } from "../../features/payments/use-payment-orders.ts";
import { myDocumentPath } from "../../features/sales/document-paths.ts";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { ApiError } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";

/**
 * /payments/{order}, where Stripe Checkout sends the student back (issue #24): what became of the
 * payment. Only Stripe's webhook pays an order, so the page asks for it until the webhook has
 * come. Like /me, it asks visitors to log in.
 */
export function PaymentPage() {
  useDocumentTitle("Your payment");
  const session = authClient.useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = session.data?.user;
  const id = useParams().id ?? "";

  return (
    <PageContainer>
      <PageHeader eyebrow="Online payment" title="Your payment" />
      <div className="mt-8 max-w-2xl">
        {session.isPending ? (
          <LoadingState label="Checking your sign-in…" />
        ) : user ? (
          <PaymentStatus userId={user.id} id={id} returned={returnedOf(params.get("returned"))} />
        ) : (
          <SignInPrompt redirect={`${location.pathname}${location.search}`}>
            Log in to see how your payment went.
          </SignInPrompt>
        )}
      </div>
    </PageContainer>
  );
}

function PaymentStatus({
  userId,
  id,
  returned,
}: {
  userId: string;
  id: string;
  returned: Returned;
}) {
  const studio = useStudio();
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedOut(true), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const order = usePaymentOrder(userId, id, (found) =>
    found && !waitedOut && awaitsWebhook(found, returned) ? POLL_MS : false,
  );

  // A failed poll keeps the order as last read on screen; only a first read's failure shows.
  if (order.isPending || studio.isPending) return <LoadingState label="Loading your payment…" />;
  if (!order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <div className="space-y-4">
          <Alert tone="info">{order.error.message}</Alert>
          <Link to="/plan" className={buttonClasses("secondary")}>
            Back to Plans
          </Link>
        </div>
      );
    }
    return <LoadFailed onRetry={() => void order.refetch()}>{order.error?.message}</LoadFailed>;
  }
  if (studio.isError) {
    return <LoadFailed onRetry={() => void studio.refetch()}>{studio.error.message}</LoadFailed>;
  }
  return (
    <OrderOutcome
      order={order.data}
      returned={returned}
      waitedOut={waitedOut}
      timeZone={studio.data.timeZone}
    />
  );
}

const LOOKS: Record<OutcomeKind, { Icon: LucideIcon; className: string }> = {
  paid: { Icon: CircleCheck, className: "text-sage-700" },
  pending: { Icon: Hourglass, className: "text-clay-600" },
  waiting: { Icon: LoaderCircle, className: "animate-spin text-sage-600" },
  confirming: { Icon: Hourglass, className: "text-clay-600" },
  "not-completed": { Icon: CircleX, className: "text-clay-600" },
  refunded: { Icon: Undo2, className: "text-ink-muted" },
};

interface OrderOutcomeProps {
  order: PaymentOrder;
  returned: Returned;
  waitedOut: boolean;
  timeZone: string;
}

/** The outcome in a live region, so a change while the page waits is read out; then the order. */
function OrderOutcome({ order, returned, waitedOut, timeZone }: OrderOutcomeProps) {
  const outcome = paymentOutcome(order, returned, waitedOut);
  const { Icon, className } = LOOKS[outcome.kind];
  const credits = (
    <Link to={accountTabPath("credits")} className={buttonClasses("secondary", "lg")}>
      Credits &amp; Subscription
    </Link>
  );
  let actions: ReactNode = credits;
  if (outcome.kind === "paid" && order.receipt) {
    actions = (
      <>
        <Link
          to={myDocumentPath({ kind: "receipt", id: order.receipt.id })}
          className={buttonClasses("primary", "lg")}
        >
          See receipt {order.receipt.number}
        </Link>
        {credits}
      </>
    );
  } else if (outcome.kind === "not-completed") {
    actions = (
      <Link to="/plan" className={buttonClasses("primary", "lg")}>
        Back to Plans
      </Link>
    );
  }

  return (
    <section
      aria-label="Payment"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <div role="status" className="flex items-start gap-3">
        <Icon aria-hidden="true" className={`mt-1 size-6 shrink-0 ${className}`} />
        <div>
          <h2 className="text-2xl font-semibold">{outcome.headline}</h2>
          {outcome.details.map((line) => (
            <p key={line} className="mt-2 text-ink-muted">
              {line}
            </p>
          ))}
        </div>
      </div>
      <dl className="mt-6 grid gap-4 border-t border-sand-200 pt-5 text-sm sm:grid-cols-3">
        <Detail term="Item">{order.item}</Detail>
        <Detail term="Amount">{formatRinggit(order.amountSen)}</Detail>
        <Detail term="Ordered">
          <time dateTime={order.createdAt}>{formatStudioDateTime(order.createdAt, timeZone)}</time>
        </Detail>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
