/**
 * The results area: skeleton cards while a page loads, the retry on failure, the empty text,
 * or the cards and the pager. Paging moves focus to the results heading, at the new page's top.
 */
import { skipToken, useQuery } from "@apollo/client/react";
import { SEARCH_PAGE_SIZE } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type ReactNode, useRef } from "react";
import styled from "styled-components";
import { StudentScoresDocument } from "../../graphql/generated";
import { Button } from "../../shared/ui/Button";
import { Pagination } from "../../shared/ui/Pagination";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { useProgressiveList } from "../../shared/ui/useProgressiveList";
import { CourseCard } from "./CourseCard";
import { CardList, SkeletonCard } from "./CourseCard.styles";
import { SearchOrder } from "./SearchOrder";
import { englishTestOf, type SearchCard } from "./searchApi";
import { showsIelts } from "./searchFilters";
import { pageCount } from "./searchResults.machine";
import { SEARCH_TEXT } from "./searchText";
import { UnknownCounts } from "./UnknownCounts";
import type { SearchActors } from "./useSearchPage";

export interface SearchResultsProps {
  results: SearchActors["results"];
  studentId: string | null;
}

const SKELETON_CARDS = Array.from({ length: SEARCH_PAGE_SIZE }, (_, index) => `skeleton-${index}`);

export function SearchResults({ results, studentId }: SearchResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = useSelector(results, (state) => state.value);
  const universities = useSelector(results, (state) => state.context.universities);
  const totalCount = useSelector(results, (state) => state.context.totalCount);
  const page = useSelector(results, (state) => state.context.page);
  const studentTest = useStudentEnglishTest(studentId);
  const ielts = useSelector(results, (state) => showsIelts(state.context.filters, studentTest));

  const goTo = (next: number) => {
    results.send({ type: "search.page", page: next });
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="search-results-heading">
      <Heading id="search-results-heading" ref={headingRef} tabIndex={-1}>
        Results
      </Heading>
      <SearchOrder results={results} studentId={studentId} />
      {status === "loading" ? (
        <SkeletonRegion label={SEARCH_TEXT.loading}>
          <CardList aria-hidden="true">
            {SKELETON_CARDS.map((key) => (
              <SkeletonCard key={key}>
                <Skeleton $width="70%" $height="1.25rem" />
                <Skeleton $width="45%" />
                <Skeleton $width="60%" />
                <Skeleton $height="4rem" />
              </SkeletonCard>
            ))}
          </CardList>
        </SkeletonRegion>
      ) : null}
      {status === "failed" ? (
        <Problem>
          <p role="alert">{SEARCH_TEXT.failed}</p>
          <Button onClick={() => results.send({ type: "search.retry" })}>
            {SEARCH_TEXT.retry}
          </Button>
        </Problem>
      ) : null}
      {status === "loaded" ? <UnknownCounts results={results} /> : null}
      {status === "loaded" && universities.length === 0 ? (
        <Empty role="status">{SEARCH_TEXT.empty}</Empty>
      ) : null}
      {status === "loaded" && universities.length > 0 ? (
        <ResultCards
          universities={universities}
          studentId={studentId}
          englishTest={ielts ? "IELTS" : "TOEFL"}
          pagination={<Pagination page={page} pages={pageCount(totalCount)} onPage={goTo} />}
        />
      ) : null}
    </section>
  );
}

/**
 * The page's cards, the first few with the answer and the rest in steps (useProgressiveList):
 * ten cards drawn at once were one long task on a phone. The pages' links come after the last
 * card, so they never move while the cards fill in.
 */
function ResultCards({
  universities,
  studentId,
  englishTest,
  pagination,
}: {
  universities: readonly SearchCard[];
  studentId: string | null;
  englishTest: "IELTS" | "TOEFL";
  pagination: ReactNode;
}) {
  const { shown, filling } = useProgressiveList(universities);
  return (
    <>
      <CardList aria-busy={filling}>
        {shown.map((course) => (
          <CourseCard
            key={course.course_id}
            course={course}
            studentId={studentId}
            englishTest={englishTest}
          />
        ))}
      </CardList>
      {filling ? null : pagination}
    </>
  );
}

const Heading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.25rem;
  &:focus { outline: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

const Problem = styled.div`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorBackground};
  color: ${({ theme }) => theme.colors.error};

  p { margin: 0 0 0.75rem; font-weight: 600; }
`;

const Empty = styled.p`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

/**
 * The logged-in student's English test. It only picks a gauge, so a failed read leaves the
 * TOEFL default and tells nobody; a profile edit updates the cached record, and so the gauge.
 */
function useStudentEnglishTest(studentId: string | null): "TOEFL" | "IELTS" | null {
  const { data } = useQuery(StudentScoresDocument, studentId ? {} : skipToken);
  return studentId ? englishTestOf(data) : null;
}
