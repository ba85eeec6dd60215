import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";

export function PlansPage() {
  useDocumentTitle("Plans");
  return (
    <PageContainer>
      <PageHeader eyebrow="Plans" title="Find a plan that fits your practice">
        <p>Our credit plans and class packages will be listed here once they are open for sale.</p>
      </PageHeader>
    </PageContainer>
  );
}
