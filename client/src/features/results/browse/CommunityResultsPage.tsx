/**
 * /community-results (issue 16): shared decisions anyone may browse, filtered through the query
 * string so a filtered view can be shared; with a course chosen, how applicants like the student
 * did there; for a signed-in student, admits from their college.
 */
import { skipToken, useQuery } from "@apollo/client/react";
import { ROUTES } from "@gradplan/schema";
import { useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import {
  ResultSeasonsDocument,
  ResultsUniversityNameDocument,
  UniversityCourseResultsDocument,
} from "../../../graphql/generated";
import { useSession } from "../../../shared/session/useSession";
import { Page } from "../../../shared/ui/Page";
import { CollegeResults } from "./CollegeResults";
import { LikeMineResults } from "./LikeMineResults";
import { ResultsFilterForm } from "./ResultsFilterForm";
import { ResultsListing } from "./ResultsListing";
import {
  NO_FILTERS,
  type ResultsFilters,
  readResultsFilters,
  resultsFiltersParams,
} from "./resultsFilters";
import { RESULTS_TEXT } from "./resultsText";

export function CommunityResultsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readResultsFilters(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const { universityName, courses, seasons } = useFilterChoices(filters.universityId);
  const apply = (next: ResultsFilters) => setParams(resultsFiltersParams(next));

  return (
    <Page
      title={RESULTS_TEXT.title}
      lead={
        <>
          {RESULTS_TEXT.lead} <Link to={ROUTES.submitResults}>{RESULTS_TEXT.share}</Link>
        </>
      }
    >
      <ResultsFilterForm
        filters={filters}
        onChange={apply}
        universityName={universityName}
        courses={courses}
        seasons={seasons}
      />
      {filters.courseId === null ? null : <LikeMineResults courseId={filters.courseId} />}
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" ref={heading} tabIndex={-1}>
          {RESULTS_TEXT.results}
        </h2>
        <ResultsListing
          filters={filters}
          onClear={() => apply(NO_FILTERS)}
          onPage={(page) => {
            apply({ ...filters, page });
            // Keyboard and screen-reader users land at the top of the new page, not the pager.
            heading.current?.focus();
          }}
        />
      </section>
      {user ? <CollegeResults key={user.student_id} /> : null}
    </Page>
  );
}

/** What the filter offers: the linked university's name, its courses with results, the seasons. */
function useFilterChoices(universityId: number | null) {
  const byUniversity = universityId === null ? skipToken : { variables: { universityId } };
  const name = useQuery(ResultsUniversityNameDocument, byUniversity);
  const courses = useQuery(UniversityCourseResultsDocument, byUniversity);
  const seasons = useQuery(ResultSeasonsDocument);
  return {
    universityName: name.data?.university?.name ?? null,
    courses: (courses.data?.universityCourseResults ?? []).map((course) => ({
      courseId: course.courseId,
      courseName: course.courseName,
      results: course.summary.results,
    })),
    seasons: seasons.data?.resultSeasons ?? [],
  };
}
