/**
 * The link to /submit-results with one application filled in (the shortlist's offer makes it),
 * and the application the page reads back from it. Values outside the form's lists are dropped.
 */
import {
  APPLICATION_DECISIONS,
  APPLIED_SEMESTERS,
  type ApplicationDecision,
  ROUTES,
} from "@gradplan/schema";
import type { ApplicationStart } from "./submitDraft";

export interface SharedApplication {
  universityId: number | string;
  universityName: string;
  courseName?: string | null;
  decision?: ApplicationDecision | null;
  semester?: string | null;
}

const oneOf = (list: readonly string[], value: string | null) =>
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

/** The application a link names; a university needs both its id and its name. */
export function applicationFromSearch(params: URLSearchParams): ApplicationStart {
  const id = params.get("universityId")?.trim() ?? "";
  const name = params.get("universityName")?.trim() ?? "";
  const start: ApplicationStart = {};
  if (/^\d+$/.test(id) && name) {
    start.university = { universityId: id, universityName: name };
    start.universityText = name;
  }
  const course = params.get("courseName")?.trim();
  if (course) start.course = course;
  const decision = oneOf(APPLICATION_DECISIONS, params.get("decision"));
  if (decision) start.decision = decision;
  const semester = oneOf(APPLIED_SEMESTERS, params.get("semester"));
  if (semester) start.semester = semester;
  return start;
}
