/** Previous, 'Page X of Y' and Next under a list of results (spec 2 "University search page"). */
import styled from "styled-components";
import { Button } from "./Button";

export const PAGINATION_TEXT = { previous: "Previous", next: "Next" } as const;

export function pageText(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pages, onPage }: PaginationProps) {
  return (
    <Bar aria-label="Pagination">
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {PAGINATION_TEXT.previous}
      </Button>
      <PageText>{pageText(page, pages)}</PageText>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {PAGINATION_TEXT.next}
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1rem;
  margin-top: 1.5rem;
`;

const PageText = styled.p`
  margin: 0;
  font-weight: 600;
`;
