/** The search page's content: title, actions, results, the filter box and the compare modal. */
import { type ReactNode, useState } from "react";
import { Button } from "../../shared/ui/Button";
import { CompareModal } from "../compare";
import { FilterBox } from "./FilterBox";
import { FilterButtonText, FilterCountNote, useFilterCount } from "./FilterCount";
import { FilterDisclosureButton, useFilterDisclosure } from "./FilterDisclosure";
import { SearchHeader } from "./SearchHeader";
import { SearchResults } from "./SearchResults";
import { SEARCH_TEXT } from "./searchText";
import { Body } from "./UniversitySearchPage.styles";
import { useSearchPage } from "./useSearchPage";

export interface SearchViewProps {
  studentId: string | null;
  /** Shown under the title, e.g. the login prompt. */
  intro?: ReactNode;
}

export function SearchView({ studentId, intro }: SearchViewProps) {
  // Logged out the filter sits beside the results, no modal to find first; on a phone it folds
  // behind a button, so the results come first.
  const inline = studentId === null;
  const { results, filter } = useSearchPage({ studentId, inline });
  const disclosure = useFilterDisclosure();
  const active = useFilterCount(filter);
  const [compareOpen, setCompareOpen] = useState(false);

  return (
    <>
      <SearchHeader>
        <Button $variant="secondary" onClick={() => setCompareOpen(true)}>
          {SEARCH_TEXT.compare}
        </Button>
        {inline ? (
          <FilterDisclosureButton disclosure={disclosure} active={active} />
        ) : (
          <Button
            aria-describedby={active.describedBy}
            onClick={() => filter.send({ type: "filter.open" })}
          >
            <FilterButtonText count={active.count} />
          </Button>
        )}
        <FilterCountNote {...active} />
      </SearchHeader>
      {intro}
      <Body $withFilter={inline}>
        {inline ? <FilterBox filter={filter} disclosure={disclosure} /> : null}
        <SearchResults results={results} studentId={studentId} />
      </Body>
      {inline ? null : <FilterBox filter={filter} />}
      <CompareModal open={compareOpen} onClose={() => setCompareOpen(false)} />
    </>
  );
}
