/**
 * The application the page reads back from a link to /submit-results
 * (shared/links/submitResultsLink.ts makes it). Values outside the form's lists are dropped.
 */
import { APPLICATION_DECISIONS, APPLIED_SEMESTERS } from "@gradplan/schema";
import { oneOf } from "../../../shared/links/submitResultsLink";
import type { ApplicationStart } from "./submitDraft";

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
