import { DEFAULT_COURSE_TYPE_LABEL } from "../../../shared/constants.ts";

/** A class's type, or 'Not Specified' (spec §2 Admin Courses). */
export function courseTypeLabel(courseType: string | null | undefined): string {
  return courseType?.trim() || DEFAULT_COURSE_TYPE_LABEL;
}
