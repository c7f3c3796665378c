/**
 * The sample catalogue's rows (sample.ts): the catalogue format with every figure filled, as
 * the synthesizer writes them and the admit-model fit reads them.
 */
import type { CatalogueCourse, CatalogueUniversity } from "@gradplan/schema";

type Known<T, K extends keyof T> = Omit<T, K> & { [P in K]: NonNullable<T[P]> };

export type SampleCourse = Known<
  CatalogueCourse,
  | "courseRanking"
  | "tuition"
  | "courseDurationMonths"
  | "acceptanceRate"
  | "gpaAvg"
  | "gpaMin"
  | "toeflMin"
  | "ieltsMin"
  | "greRequired"
  | "networkBuilding"
  | "deadlines"
>;
export type SampleUniversity = Known<
  CatalogueUniversity,
  "acceptanceRate" | "tuition" | "researchTier"
>;
