/** The catalogue's courses as one split's fit reads them. */
import type { CatalogueCourse } from "@gradplan/schema";
import { courseWithReported, type Dataset, type Row, reportedFiguresOf } from "./dataset";

/** The training side's courses: reported figures from its own admits only. */
export function coursesFor(dataset: Dataset, train: readonly Row[]): Map<number, CatalogueCourse> {
  const reported = new Map(reportedFiguresOf(train).map((f) => [f.courseId, f]));
  return new Map(
    [...dataset.courses].map(([id, c]) => [id, courseWithReported(c, reported.get(id))]),
  );
}
