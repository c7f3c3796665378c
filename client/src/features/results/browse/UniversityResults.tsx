/**
 * The university details page's "Community results": each course with shared results and its
 * summary, then the results of the chosen course, with links to the full results browser.
 */
import { useQuery } from "@apollo/client/react";
import { RESULTS_PAGE_SIZE } from "@gradplan/schema";
import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import {
  CommunityResultsDocument,
  UniversityCourseResultsDocument,
  type UniversityCourseResultsQuery,
} from "../../../graphql/generated";
import { Alert, FailedWithRetry } from "../../../shared/ui/Alert";
import { Label, Select } from "../../../shared/ui/form/fieldStyles";
import { anySample, ResultRowsTable } from "./ResultRowsTable";
import { EmptyResults, ResultsSkeleton } from "./ResultsListing";
import { Note } from "./ResultsSummary";
import { communityResultsUrl } from "./resultsFilters";
import { admitRateText, RESULTS_TEXT, resultsCountText } from "./resultsText";
import {
  Body,
  Cell,
  CellLabel,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
  StackedTable,
} from "./stackedTable";

type CourseResults = UniversityCourseResultsQuery["universityCourseResults"][number];

export function UniversityResults({ universityId }: { universityId: number }) {
  return (
    <section aria-labelledby="university-results-heading">
      <h2 id="university-results-heading">{RESULTS_TEXT.universityResults}</h2>
      <CoursesWithResults universityId={universityId} />
    </section>
  );
}

function CoursesWithResults({ universityId }: { universityId: number }) {
  const { data, error, loading, refetch } = useQuery(UniversityCourseResultsDocument, {
    variables: { universityId },
  });
  if (loading) return <ResultsSkeleton />;
  if (error || !data) {
    return (
      <FailedWithRetry
        message={RESULTS_TEXT.failed}
        retryLabel={RESULTS_TEXT.retry}
        onRetry={() => void refetch()}
      />
    );
  }
  const courses = data.universityCourseResults;
  if (courses.length === 0) return <EmptyResults text={RESULTS_TEXT.emptyUniversity} />;
  return (
    <>
      <CourseSummaries courses={courses} />
      <p>
        <Link to={communityResultsUrl({ universityId })}>{RESULTS_TEXT.seeAll}</Link>
      </p>
      <ChosenCourse universityId={universityId} courses={courses} />
    </>
  );
}

function CourseSummaries({ courses }: { courses: readonly CourseResults[] }) {
  const anyHidden = courses.some((course) => !course.summary.shown);
  return (
    <>
      <StackedTable>
        <caption>Shared results by course</caption>
        <Head>
          <Row>
            <ColumnHeader>Course</ColumnHeader>
            <ColumnHeader>Results</ColumnHeader>
            <ColumnHeader>Accepted</ColumnHeader>
            <ColumnHeader>Rejected</ColumnHeader>
            <ColumnHeader>Admit rate</ColumnHeader>
          </Row>
        </Head>
        <Body>
          {courses.map(({ courseId, courseName, summary }) => (
            <Row key={courseId}>
              <RowHeader>{courseName}</RowHeader>
              <Cell>
                <CellLabel>Results</CellLabel>
                {summary.results}
              </Cell>
              <Cell>
                <CellLabel>Accepted</CellLabel>
                {summary.shown ? summary.accepted : HIDDEN}
              </Cell>
              <Cell>
                <CellLabel>Rejected</CellLabel>
                {summary.shown ? summary.rejected : HIDDEN}
              </Cell>
              <Cell>
                <CellLabel>Admit rate</CellLabel>
                {summary.shown ? admitRateText(summary.admitRate) : HIDDEN}
              </Cell>
            </Row>
          ))}
        </Body>
      </StackedTable>
      {anyHidden ? <Small>{`${HIDDEN}: ${RESULTS_TEXT.fewerThanMin}`}</Small> : null}
    </>
  );
}

/** What a group under the minimum shows instead of its figures. */
const HIDDEN = "Not shown";

function ChosenCourse({
  universityId,
  courses,
}: {
  universityId: number;
  courses: readonly CourseResults[];
}) {
  const [courseId, setCourseId] = useState(courses[0]?.courseId ?? null);
  const course = courses.find((c) => c.courseId === courseId) ?? courses[0];
  if (!course) return null;
  return (
    <>
      <h3>Results by course</h3>
      <Picker>
        <Label htmlFor="university-results-course">{RESULTS_TEXT.course}</Label>
        <Select
          id="university-results-course"
          value={course.courseId}
          onChange={(event) => setCourseId(Number(event.target.value))}
        >
          {courses.map((c) => (
            <option key={c.courseId} value={c.courseId}>
              {`${c.courseName} (${resultsCountText(c.summary.results)})`}
            </option>
          ))}
        </Select>
      </Picker>
      <CourseRows universityId={universityId} course={course} />
    </>
  );
}

function CourseRows({ universityId, course }: { universityId: number; course: CourseResults }) {
  const { data, error, loading } = useQuery(CommunityResultsDocument, {
    variables: { universityId, courseId: course.courseId },
  });
  if (loading) return <ResultsSkeleton />;
  const answer = data?.communityResults;
  if (error || !answer) return <Alert role="alert">{RESULTS_TEXT.failed}</Alert>;
  if (answer.rows.length === 0) return <EmptyResults text={RESULTS_TEXT.empty} />;
  return (
    <>
      {anySample(answer.rows) ? <Note>{RESULTS_TEXT.sampleNote}</Note> : null}
      <ResultRowsTable
        caption={`Results for ${course.courseName}`}
        rows={answer.rows}
        showProgram={false}
      />
      {answer.total > RESULTS_PAGE_SIZE ? (
        <p>
          <Link to={communityResultsUrl({ universityId, courseId: course.courseId })}>
            {`See all ${resultsCountText(answer.total)} for ${course.courseName}`}
          </Link>
        </p>
      ) : null}
    </>
  );
}

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  max-width: 28rem;
  margin-bottom: 1rem;
`;

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
