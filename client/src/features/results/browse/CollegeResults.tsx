/**
 * "Admits from my undergrad college" for a signed-in student: aggregates per university and
 * course (never rows: with one college named, a row could single out an applicant), groups
 * under 5 left out and counted; a prompt to name the college in the profile when it is missing.
 */
import { useQuery } from "@apollo/client/react";
import { ROUTES } from "@gradplan/schema";
import { Link } from "react-router-dom";
import { ResultsFromMyCollegeDocument } from "../../../graphql/generated";
import { universityDetailsUrl } from "../../../shared/links/universityDetailsUrl";
import { Alert } from "../../../shared/ui/Alert";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";
import { Note } from "./ResultsSummary";
import { communityResultsUrl } from "./resultsFilters";
import { admitRateText, collegeIntroText, hiddenResultsText, RESULTS_TEXT } from "./resultsText";
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

export function CollegeResults() {
  return (
    <section aria-labelledby="college-results-heading">
      <h2 id="college-results-heading">{RESULTS_TEXT.myCollege}</h2>
      <CollegeBody />
    </section>
  );
}

function CollegeBody() {
  const { data, error, loading } = useQuery(ResultsFromMyCollegeDocument);
  if (loading) {
    return (
      <SkeletonRegion label="Loading results from your college">
        <Skeleton $height="6rem" />
      </SkeletonRegion>
    );
  }
  const college = data?.resultsFromMyCollege;
  if (error || !college) return <Alert role="alert">{RESULTS_TEXT.collegeFailed}</Alert>;
  if (college.undergradUniversity === null) {
    return (
      <Note>
        {RESULTS_TEXT.collegeProfilePrompt}{" "}
        <Link to={ROUTES.profile}>{RESULTS_TEXT.editProfile}</Link>
      </Note>
    );
  }
  if (college.results === 0) return <p>{RESULTS_TEXT.collegeNone}</p>;
  return (
    <>
      <p>{collegeIntroText(college.undergradUniversity, college.results)}</p>
      {college.groups.length > 0 ? (
        <StackedTable>
          <caption>{`Results of applicants from ${college.undergradUniversity}`}</caption>
          <Head>
            <Row>
              <ColumnHeader>University and course</ColumnHeader>
              <ColumnHeader>Results</ColumnHeader>
              <ColumnHeader>Accepted</ColumnHeader>
              <ColumnHeader>Admit rate</ColumnHeader>
            </Row>
          </Head>
          <Body>
            {college.groups.map((group) => (
              <Row key={`${group.universityId}|${group.courseName}`}>
                <RowHeader>
                  <span>
                    <Link
                      to={universityDetailsUrl({
                        universityId: group.universityId,
                        universityName: group.universityName,
                      })}
                    >
                      {group.universityName}
                    </Link>
                    <br />
                    {group.courseId === null ? (
                      group.courseName
                    ) : (
                      <Link
                        to={communityResultsUrl({
                          universityId: group.universityId,
                          courseId: group.courseId,
                        })}
                      >
                        {group.courseName}
                      </Link>
                    )}
                  </span>
                </RowHeader>
                <Cell>
                  <CellLabel>Results</CellLabel>
                  {group.summary.results}
                </Cell>
                <Cell>
                  <CellLabel>Accepted</CellLabel>
                  {group.summary.accepted ?? 0}
                </Cell>
                <Cell>
                  <CellLabel>Admit rate</CellLabel>
                  {admitRateText(group.summary.admitRate)}
                </Cell>
              </Row>
            ))}
          </Body>
        </StackedTable>
      ) : null}
      {college.hiddenResults > 0 ? <p>{hiddenResultsText(college.hiddenResults)}</p> : null}
    </>
  );
}
