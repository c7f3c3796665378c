/**
 * The results matching the filters: the summary (which leaves out the decision filter), the rows
 * and the pages, with a skeleton, an error with a retry, and an empty state inviting results.
 */
import { useQuery } from "@apollo/client/react";
import { RESULTS_PAGE_SIZE, ROUTES } from "@gradplan/schema";
import styled from "styled-components";
import { CommunityResultsDocument } from "../../../graphql/generated";
import { FailedWithRetry } from "../../../shared/ui/Alert";
import { Button, ButtonLink } from "../../../shared/ui/Button";
import { Pagination } from "../../../shared/ui/Pagination";
import { Skeleton, SkeletonRegion } from "../../../shared/ui/Skeleton";
import { anySample, ResultRowsTable } from "./ResultRowsTable";
import { Note, ResultsSummary } from "./ResultsSummary";
import { hasFilters, type ResultsFilters } from "./resultsFilters";
import { RESULTS_TEXT, resultsCountText } from "./resultsText";

export interface ResultsListingProps {
  filters: ResultsFilters;
  onPage: (page: number) => void;
  onClear: () => void;
}

export function ResultsListing({ filters, onPage, onClear }: ResultsListingProps) {
  const { universityId, courseId, decision, season, page } = filters;
  const { data, error, loading, refetch } = useQuery(CommunityResultsDocument, {
    variables: { universityId, courseId, decision, season, page },
  });
  const answer = data?.communityResults;

  if (loading) return <ResultsSkeleton />;
  if (error || !answer) {
    return (
      <FailedWithRetry
        message={RESULTS_TEXT.failed}
        retryLabel={RESULTS_TEXT.retry}
        onRetry={() => void refetch()}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(answer.total / RESULTS_PAGE_SIZE));
  return (
    <>
      <ResultsSummary summary={answer.summary} />
      {decision && answer.summary.shown ? (
        <Small>{RESULTS_TEXT.summaryIgnoresDecision}</Small>
      ) : null}
      {answer.rows.length === 0 ? (
        <EmptyResults text={RESULTS_TEXT.empty} onClear={hasFilters(filters) ? onClear : null} />
      ) : (
        <>
          {anySample(answer.rows) ? <Note>{RESULTS_TEXT.sampleNote}</Note> : null}
          <Count role="status">{resultsCountText(answer.total)}</Count>
          <ResultRowsTable caption={captionOf(page, pages)} rows={answer.rows} />
          {pages > 1 ? <Pagination page={page} pages={pages} onPage={onPage} /> : null}
        </>
      )}
    </>
  );
}

function captionOf(page: number, pages: number): string {
  return pages > 1 ? `Shared results, page ${page} of ${pages}` : "Shared results";
}

export function EmptyResults({ text, onClear }: { text: string; onClear?: (() => void) | null }) {
  return (
    <Empty>
      <p>{text}</p>
      <Actions>
        <ButtonLink to={ROUTES.submitResults}>{RESULTS_TEXT.share}</ButtonLink>
        {onClear ? (
          <Button $variant="secondary" onClick={onClear}>
            {RESULTS_TEXT.clearFilters}
          </Button>
        ) : null}
      </Actions>
    </Empty>
  );
}

export function ResultsSkeleton() {
  return (
    <SkeletonRegion label={RESULTS_TEXT.loading}>
      <Skeleton $height="4rem" />
      <Skeleton $width="30%" />
      <Skeleton $height="2.5rem" />
      <Skeleton $height="2.5rem" />
      <Skeleton $height="2.5rem" />
    </SkeletonRegion>
  );
}

const Small = styled.p`
  margin-top: -0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Count = styled.p`
  font-weight: 600;
`;

const Empty = styled.div`
  padding: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  p { margin-top: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
