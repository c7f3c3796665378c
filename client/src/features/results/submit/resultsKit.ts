/**
 * The profile's section forms name their fields by the profile's paths ("englishScores.writing");
 * the submission's rules name them by the spec's ("englishTestScores.writing"). A kit here maps
 * each form path to its submission path, so a message lands under its field and the field's DOM
 * id is derived from the submission path (which is how focus finds the first field to fix).
 */
import type { SubmitResultsIssues } from "@gradplan/schema";
import { errorIdOf } from "../../../shared/ui/form/fieldStyles";
import type { FormKit } from "../../../shared/ui/form/formKit";

/** The DOM id of the field a submission path names. */
export const fieldIdOf = (prefix: string, path: string) =>
  `${prefix}-${fieldPathOf(path).replace(/\./g, "-")}`;

/** Either GPA scale's message belongs to the one GPA field. */
function fieldPathOf(path: string): string {
  return path === "gpaFourScale" || path === "gpaTenScale" ? "gpa" : path;
}

export function resultsKit(
  prefix: string,
  issues: SubmitResultsIssues,
  toSubmissionPath: (formPath: string) => string = (path) => path,
): FormKit {
  const id = (path: string) => fieldIdOf(prefix, toSubmissionPath(path));
  const error = (path: string) => {
    const target = toSubmissionPath(path);
    if (target === "gpa") return issues.gpaTenScale ?? issues.gpaFourScale ?? null;
    return issues[target] ?? null;
  };
  return { id, error, errorId: (path) => (error(path) ? errorIdOf(id(path)) : undefined) };
}

/** Renames the first segment of a path ("englishScores.writing" -> "englishTestScores.writing"). */
function renamed(names: Readonly<Record<string, string>>, fallback: (path: string) => string) {
  return (path: string) => {
    const [head = "", ...rest] = path.split(".");
    const name = names[head];
    return name === undefined ? fallback(path) : [name, ...rest].join(".");
  };
}

/** TestsForm's paths: the test choices are the submission's `test` fields. */
export const testsPath = renamed(
  {
    englishTest: "englishTestScores.test",
    englishScores: "englishTestScores",
    aptitudeTest: "greScores.test",
  },
  (path) => path,
);

/** ListForm's paths, under the list's own field. */
export const listPath = (field: "researchPaperDetails" | "conferences") => (path: string) =>
  `${field}.${path}`;

/** ExtracurricularForm's paths: "activities.0" is the submission's "extracurricularActivities.0". */
export const activitiesPath = renamed(
  { activities: "extracurricularActivities" },
  (path) => `extracurricularActivities.${path}`,
);
