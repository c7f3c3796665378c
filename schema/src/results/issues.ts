/** Small helpers the submit-results checks share: one message per path, required choices and text. */
import { PROFILE_MESSAGES as P } from "../profile/messages";

/** One message per field, keyed by its path ("appliedToUniversities.0.appliedCourse"). */
export type SubmitResultsIssues = Record<string, string>;

export function blank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === "string" && value.trim() === "")
  );
}

export const oneOf = (list: readonly string[], value: unknown) =>
  typeof value === "string" && list.includes(value);

/** The first message found for a path is the one shown. */
export function add(issues: SubmitResultsIssues, path: string, message: string | null) {
  if (message && !(path in issues)) issues[path] = message;
}

export function choice(
  issues: SubmitResultsIssues,
  path: string,
  list: readonly string[],
  value: unknown,
  required: string,
  name: string,
) {
  if (blank(value)) add(issues, path, required);
  else if (!oneOf(list, value)) add(issues, path, P.invalidOption(name));
}

export function text(
  issues: SubmitResultsIssues,
  path: string,
  value: string | null | undefined,
  required: string,
  label: string,
  max: number,
) {
  if (blank(value)) add(issues, path, required);
  else if (String(value).trim().length > max) add(issues, path, P.textTooLong(label, max));
}
