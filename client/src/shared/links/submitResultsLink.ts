/**
 * The link to /submit-results with one application filled in: the shortlist's offer makes it,
 * the page reads it back (results/submit/shareLink.ts). Values outside the form's lists are left out.
 */
import { APPLIED_SEMESTERS, type ApplicationDecision, ROUTES } from "@gradplan/schema";

export interface SharedApplication {
  universityId: number | string;
  universityName: string;
  courseName?: string | null;
  decision?: ApplicationDecision | null;
  semester?: string | null;
}

/** The value when it is one of the list's, else null. */
export const oneOf = (list: readonly string[], value: string | null) =>
  value !== null && list.includes(value) ? value : null;

export function submitResultsLink(shared: SharedApplication): string {
  const params = new URLSearchParams({
    universityId: String(shared.universityId),
    universityName: shared.universityName,
  });
  if (shared.courseName) params.set("courseName", shared.courseName);
  if (shared.decision) params.set("decision", shared.decision);
  const semester = oneOf(APPLIED_SEMESTERS, shared.semester ?? null);
  if (semester) params.set("semester", semester);
  return `${ROUTES.submitResults}?${params}`;
}
