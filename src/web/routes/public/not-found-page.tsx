import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <PageContainer>
      <div className="mx-auto max-w-xl py-8 text-center">
        <p className="font-display text-7xl font-semibold text-clay-600">404</p>
        <h1 className="mt-4 text-3xl font-semibold">Page not found</h1>
        <p className="mt-3 text-lg text-ink-muted">
          There is nothing at this address. It may have moved, or the link may be mistyped.
        </p>
        <Link to="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
          Back to the home page
        </Link>
      </div>
    </PageContainer>
  );
}
