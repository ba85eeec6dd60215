import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { PageContainer } from "../../components/ui/page-container.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useDocumentTitle } from "../../features/studio/use-document-title.ts";

// Long enough to read the notice, short enough not to feel stuck.
const REDIRECT_DELAY_MS = 1500;

/** /book is an old address: bookings are made on the Class Schedule. */
export function BookPage() {
  useDocumentTitle("Redirecting to Class Schedule");
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate("/timetable", { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <PageContainer>
      <PageHeader title="Redirecting to Class Schedule" />
      <div className="mt-6 max-w-2xl">
        <Alert tone="info">
          Please use the Class Schedule for real bookings: choose a class there and confirm it.{" "}
          <Link to="/timetable" replace className="font-medium underline underline-offset-4">
            Go to the Class Schedule now
          </Link>
        </Alert>
      </div>
    </PageContainer>
  );
}
