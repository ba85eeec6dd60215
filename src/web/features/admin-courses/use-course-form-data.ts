import { useAdminTutors } from "../admin-tutors/use-admin-tutors.ts";
import { useStudio } from "../studio/use-studio.ts";
import { useCourseTitles } from "./use-admin-courses.ts";

/**
 * What the Add and Edit Class forms need besides the class: the studio's time zone, the tutors to
 * choose from and the titles to suggest. Without suggestions the form still works, so only the
 * zone and the tutors hold it back.
 */
export function useCourseFormData() {
  const studio = useStudio();
  const tutors = useAdminTutors();
  const titles = useCourseTitles();
  return {
    timeZone: studio.data?.timeZone,
    tutors: tutors.data,
    titles: titles.data ?? [],
    isPending: studio.isPending || tutors.isPending,
    error: studio.error ?? tutors.error,
    retry: () => {
      if (studio.error) void studio.refetch();
      if (tutors.error) void tutors.refetch();
    },
  };
}
