/** Test programs from the committed sample catalogue, and synthetic results read as the fit reads them. */
import { readFileSync } from "node:fs";
import { prepareApplicant } from "../admissions/model";
import type { ProgramFacts } from "../admissions/types";
import { calibrationObservation } from "./observation";
import type { SyntheticProgram, SyntheticResult } from "./synthetic";
import type { CalibrationObservation } from "./types";

type CatalogueCourse = ProgramFacts & {
  courseId: number;
  universityId: number;
  degreeCode: string;
};

/** data/catalogue/courses.json, as catalogue.test.ts reads it. */
export const CATALOGUE: CatalogueCourse[] = JSON.parse(
  readFileSync(new URL("../../../data/catalogue/courses.json", import.meta.url), "utf8"),
);

export const programOf = (c: CatalogueCourse): SyntheticProgram => ({
  courseId: c.courseId,
  universityId: c.universityId,
  family: c.degreeCode,
  facts: c,
});

/** Every 25th course: 61 courses over many universities and ten families. */
export const SAMPLE_PROGRAMS: SyntheticProgram[] = CATALOGUE.filter((_, i) => i % 25 === 0).map(
  programOf,
);

/** The results as observations, keyed by student (syntheticResults skips NA, so none is null). */
export function observationsOf(
  results: readonly SyntheticResult[],
  programs: readonly SyntheticProgram[],
): CalibrationObservation[] {
  const facts = new Map(programs.map((p) => [p.courseId, p.facts]));
  return results.map((r) => {
    const o = calibrationObservation(
      prepareApplicant(r.applicant),
      facts.get(r.courseId)!,
      r,
      r.admitted,
      `student ${r.student}`,
    );
    if (o === null) throw new Error("a synthetic result the model answers NA");
    return o;
  });
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, i) => {
    const y = ys[i]!;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
