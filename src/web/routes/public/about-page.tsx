import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";

export function AboutPage() {
  useDocumentTitle("About");
  const studioName = useStudio().data?.name;
  return (
    <PageContainer>
      <PageHeader eyebrow="About" title={studioName ? `About ${studioName}` : "About us"}>
        <p>Our story, our philosophy and our instructors will be introduced on this page soon.</p>
      </PageHeader>
    </PageContainer>
  );
}
