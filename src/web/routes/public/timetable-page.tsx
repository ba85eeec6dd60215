import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";
import { useStudio } from "../../features/studio/use-studio.ts";
import { Timetable } from "../../features/timetable/timetable.tsx";
import { pageOpenedAt } from "../../lib/page-drawing.ts";

/** "Asia/Kuala_Lumpur" → "Kuala Lumpur". */
function cityOf(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

/** /timetable: the class schedule (spec §2). Days and times follow the studio's zone. */
export function TimetablePage() {
  useDocumentTitle("Class Schedule");
  const studio = useStudio();
  // "Today" is fixed when the page opens, so the strip does not shift under the user.
  const [now] = useState(pageOpenedAt);
  const timeZone = studio.data?.timeZone;

  return (
    <PageContainer>
      <PageHeader eyebrow="Schedule" title="Class Schedule">
        <p>
          {/* On a phone the first screen is for the days and the first class (issue #22). */}
          <span className="hidden sm:inline">
            Small classes, unhurried teaching. Pick a day, find a class that suits you and save your
            mat.{" "}
          </span>
          {timeZone && `All times are ${cityOf(timeZone)} time.`}
        </p>
      </PageHeader>
      {timeZone ? (
        <Timetable timeZone={timeZone} now={now} />
      ) : studio.isError ? (
        <div className="mt-10">
          <Alert tone="error">{studio.error.message}</Alert>
        </div>
      ) : (
        <LoadingState label="Loading classes…" />
      )}
    </PageContainer>
  );
}
