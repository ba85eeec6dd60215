import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";

export function TimetablePage() {
  useDocumentTitle("Class Schedule");
  return (
    <PageContainer>
      <PageHeader eyebrow="Schedule" title="Class Schedule">
        <p>
          The class timetable is coming to this page soon: browse classes by day and book them here.
        </p>
      </PageHeader>
    </PageContainer>
  );
}
