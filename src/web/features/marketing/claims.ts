/**
 * How long the studio has been teaching, as the marketing pages say it: from the established year
 * in settings, rounded down to a round figure once it passes ten ("10+ years" from 2015 until
 * 2030), so the claim stays true for any studio that runs this build.
 */
export function yearsTeachingLabel(established: number, currentYear: number): string {
  const years = Math.max(0, currentYear - established);
  if (years >= 10) return `${Math.floor(years / 5) * 5}+ years`;
  if (years === 0) return "New this year";
  return `${years} ${years === 1 ? "year" : "years"}`;
}
