/**
 * How many filters are on, on the 'Filter Search' button: a badge in it, and the same in words
 * as the button's description, so a folded or closed filter still says it narrows the results.
 * The button's name stays the spec's words.
 */
import { useSelector } from "@xstate/react";
import { useId } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { activeFilterCount } from "./searchFilters";
import { SEARCH_TEXT } from "./searchText";
import type { SearchActors } from "./useSearchPage";

export interface FilterCount {
  count: number;
  /** For the button's aria-describedby; undefined when no filter is on. */
  describedBy: string | undefined;
}

export function useFilterCount(filter: SearchActors["filter"]): FilterCount {
  const count = useSelector(filter, (state) => activeFilterCount(state.context.applied));
  const id = useId();
  return { count, describedBy: count > 0 ? id : undefined };
}

/** The button's content: its words, then the count when a filter is on. */
export function FilterButtonText({ count }: { count: number }) {
  return (
    <>
      {SEARCH_TEXT.filter}
      {count > 0 ? <Badge aria-hidden="true">{count}</Badge> : null}
    </>
  );
}

/** The count in words, out of sight, for the button's aria-describedby. */
export function FilterCountNote({ count, describedBy }: FilterCount) {
  return describedBy ? (
    <VisuallyHidden id={describedBy}>{SEARCH_TEXT.filtersOn(count)}</VisuallyHidden>
  ) : null;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 700;
`;
