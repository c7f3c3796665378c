/**
 * The search page's own name field and sort control (issue 32): both ask the server, so the
 * order holds across every page. Chance is offered only to a signed-in student (it is theirs).
 */
import {
  SEARCH_NAME_MAX_LENGTH,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchSort,
} from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Input, Label, Select } from "../../shared/ui/form/fieldStyles";
import { SEARCH_TEXT } from "./searchText";
import type { SearchActors } from "./useSearchPage";

export interface SearchOrderProps {
  results: SearchActors["results"];
  studentId: string | null;
}

export function SearchOrder({ results, studentId }: SearchOrderProps) {
  const id = useId();
  const sort = useSelector(results, (state) => state.context.sort);
  const [name, setName] = useState(() => results.getSnapshot().context.name);
  const sorts = SEARCH_SORTS.filter((option) => option !== "chance" || studentId !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    results.send({ type: "search.name", name });
  };

  return (
    <Bar role="search" aria-label={SEARCH_TEXT.searchByName} onSubmit={submit}>
      <Field>
        <Label htmlFor={`${id}-name`}>{SEARCH_TEXT.nameLabel}</Label>
        <NameRow>
          <Input
            id={`${id}-name`}
            type="search"
            value={name}
            maxLength={SEARCH_NAME_MAX_LENGTH}
            placeholder={SEARCH_TEXT.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit">{SEARCH_TEXT.findName}</Button>
        </NameRow>
      </Field>
      <Field>
        <Label htmlFor={`${id}-sort`}>{SEARCH_TEXT.sortLabel}</Label>
        <Select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) =>
            results.send({ type: "search.sort", sort: event.target.value as SearchSort })
          }
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {SEARCH_SORT_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
    </Bar>
  );
}

const Bar = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  gap: 0.5rem;

  input { flex: 1; min-width: 0; }
`;
