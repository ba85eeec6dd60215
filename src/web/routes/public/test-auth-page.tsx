import { useQuery } from "@tanstack/react-query";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { GoogleSignInButton } from "../../features/auth/google-sign-in-button.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { api } from "../../lib/api-client.ts";
import { authClient } from "../../lib/auth-client.ts";

/** /testauth: diagnostics — what the browser's session says, and what the server says. */
export function TestAuthPage() {
  useDocumentTitle("Auth test");
  const session = authClient.useSession();
  const googleSignIn = useStudio().data?.googleSignIn ?? false;
  const [googleError, setGoogleError] = useState<string | null>(null);
  const serverView = useQuery({
    queryKey: ["test-auth", session.data?.user.id],
    queryFn: () => api.get<unknown>("/api/test-auth"),
    staleTime: 0,
    enabled: !session.isPending,
  });

  return (
    <PageContainer>
      <PageHeader eyebrow="Diagnostics" title="Auth test">
        <p>Checks sign-in end to end: the session in this browser and the server's view of it.</p>
      </PageHeader>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="session-heading"
          className="rounded-3xl border border-sand-200 bg-white p-6"
        >
          <h2 id="session-heading" className="text-xl font-semibold">
            Session in this browser
          </h2>
          {session.isPending ? (
            <LoadingState label="Reading the session…" />
          ) : session.data ? (
            <JsonBlock
              value={{ user: session.data.user, expiresAt: session.data.session.expiresAt }}
            />
          ) : (
            <div className="mt-4 space-y-4">
              <p className="text-ink-muted">Nobody is signed in.</p>
              {googleSignIn && (
                <GoogleSignInButton callbackURL="/testauth" onError={setGoogleError} />
              )}
              {googleError && <Alert tone="error">{googleError}</Alert>}
            </div>
          )}
        </section>

        <section
          aria-labelledby="server-heading"
          className="rounded-3xl border border-sand-200 bg-white p-6"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id="server-heading" className="text-xl font-semibold">
              GET /api/test-auth
            </h2>
            <Button
              variant="ghost"
              onClick={() => void serverView.refetch()}
              disabled={serverView.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Call again
            </Button>
          </div>
          {serverView.isPending ? (
            <LoadingState label="Calling the server…" />
          ) : serverView.isError ? (
            <div className="mt-4">
              <Alert tone="error">{serverView.error.message}</Alert>
            </div>
          ) : (
            <JsonBlock value={serverView.data} />
          )}
        </section>
      </div>
    </PageContainer>
  );
}

// Wrapped rather than scrolled, so the block never needs to be focusable to be read.
function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="mt-4 rounded-2xl bg-sage-900 p-4 text-sm leading-relaxed break-all whitespace-pre-wrap text-sand-50">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
