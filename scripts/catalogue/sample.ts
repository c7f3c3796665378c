/**
 * The synthesized sample catalogue the product shipped before the real one (issue 29): R1/R2
 * universities from the College Scorecard with invented program figures. Only the admit-model
 * fit still reads it (scripts/model-fit), for the program figures its features were designed
 * on, until issue 30 learns selectivity from decisions; nothing of it reaches students.
 */

import type { CatalogueSource } from "./build";
import { parseStateTemperatures } from "./climate";
import { buildCourses } from "./courses";
import { applyReportedFigures, REPORTED_FIGURES, type ReportedFigures } from "./reported-figures";
import type { SampleCourse, SampleUniversity } from "./sample-types";
import { buildUniversities } from "./universities";

export function buildSampleCatalogue(
  source: CatalogueSource,
  { reported = REPORTED_FIGURES }: { reported?: readonly ReportedFigures[] } = {},
): { universities: SampleUniversity[]; courses: SampleCourse[] } {
  const temperatures = parseStateTemperatures(source.stateTemperaturesTsv);
  const { universities } = buildUniversities(source.usInstitutionsCsv, temperatures);
  const byCourse = new Map(reported.map((r) => [r.courseId, r]));
  const courses = buildCourses(universities).map((c) =>
    applyReportedFigures(c, byCourse.get(c.courseId)),
  );
  return { universities, courses };
}
