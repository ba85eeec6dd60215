import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { ReceiptDocument } from "../../../shared/sales.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { accountTabPath } from "../../features/account/account-tabs.ts";
import { SignInPrompt } from "../../features/account/sign-in-prompt.tsx";
import { useMyDocument } from "../../features/account/use-my-receipts.ts";
import { DOCUMENT_LABELS, myDocumentPath } from "../../features/sales/document-paths.ts";
import { PrintButton } from "../../features/sales/print-button.tsx";
import { ReceiptView } from "../../features/sales/receipt-view.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { ApiError } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";

type Kind = ReceiptDocument["kind"];

/**
 * /me/receipts/{id} and /me/credit-notes/{id}, the pages the receipt e-mails link to: one of the
 * signed-in student's documents, to read and print. Like /me, it asks visitors to log in.
 */
export function MyDocumentPage({ kind }: { kind: Kind }) {
  const label = DOCUMENT_LABELS[kind];
  useDocumentTitle(label);
  const session = authClient.useSession();
  const location = useLocation();
  const user = session.data?.user;
  const id = useParams().id ?? "";

  return (
    <PageContainer>
      <PageHeader eyebrow="Credits & Subscription" title={`Your ${label.toLowerCase()}`} />
      <div className="mt-8">
        {session.isPending ? (
          <LoadingState label="Checking your sign-in…" />
        ) : user ? (
          <MyDocument userId={user.id} kind={kind} id={id} />
        ) : (
          <SignInPrompt redirect={location.pathname}>
            Log in to see your {label.toLowerCase()}.
          </SignInPrompt>
        )}
      </div>
    </PageContainer>
  );
}

function MyDocument({ userId, kind, id }: { userId: string; kind: Kind; id: string }) {
  const studio = useStudio();
  const found = useMyDocument(userId, kind, id);
  const back = (
    <Link
      to={accountTabPath("credits")}
      className="inline-flex items-center gap-2 font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Credits &amp; Subscription
    </Link>
  );

  let content: ReactNode;
  if (found.isPending || studio.isPending) {
    content = <LoadingState label={`Loading your ${DOCUMENT_LABELS[kind].toLowerCase()}…`} />;
  } else if (found.error instanceof ApiError && found.error.status === 404) {
    content = <Alert tone="info">{found.error.message}</Alert>;
  } else if (found.error) {
    content = <LoadFailed onRetry={() => void found.refetch()}>{found.error.message}</LoadFailed>;
  } else if (studio.error) {
    content = <LoadFailed onRetry={() => void studio.refetch()}>{studio.error.message}</LoadFailed>;
  } else {
    content = (
      <div className="space-y-4">
        <PrintButton />
        <ReceiptView
          document={found.data}
          timeZone={studio.data.timeZone}
          linkTo={myDocumentPath}
        />
      </div>
    );
  }

  return (
    <div className="max-w-3xl space-y-6">
      {back}
      {content}
    </div>
  );
}
