/**
 * A search-as-you-type field (ARIA combobox): suggestions appear after a 300 ms pause (spec 1
 * section 9); arrow keys and Enter or a click choose one. The list sits in the page flow, not
 * floating, so it is never clipped by a scrolling dialog.
 */
import { type KeyboardEvent, type ReactNode, useState } from "react";
import styled from "styled-components";
import { controlStyles } from "./form/fieldStyles";
import { SuggestionOption } from "./SuggestionOption";
import { type SuggestionSearch, useSuggestions } from "./useSuggestions";

export interface SearchSelectProps<T> {
  id: string;
  label: ReactNode;
  /** The text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  onChoose: (option: T) => void;
  search: SuggestionSearch<T>;
  optionLabel: (option: T) => string;
  onSearchError: (error: unknown) => void;
  /** id of the element holding this field's error message, when there is one. */
  errorId?: string;
  required?: boolean;
  placeholder?: string;
}

export const NO_SUGGESTIONS_TEXT = "No matches found.";

export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const { id, label, value, onValueChange, onChoose, search, optionLabel } = props;
  // Search only after the student types: a value set by the form (or chosen) is not a query.
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const { results, loading, settled } = useSuggestions(query, search, props.onSearchError);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = query !== "" && results.length > 0;
  const empty = query !== "" && settled && !loading && results.length === 0;

  const close = () => {
    setQuery("");
    setActiveIndex(-1);
  };
  const choose = (option: T) => {
    close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && showList) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const start = activeIndex === -1 && step === -1 ? results.length : activeIndex;
      setActiveIndex((start + step + results.length) % results.length);
    } else if (event.key === "Enter" && query !== "") {
      // Mid-search, Enter picks the highlighted suggestion; it must not submit the form around.
      event.preventDefault();
      const option = showList ? results[activeIndex] : undefined;
      if (option !== undefined) choose(option);
    } else if (event.key === "Escape" && (showList || empty)) {
      event.stopPropagation(); // close the suggestions, not the dialog around them
      close();
    }
  };

  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(-1);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <Status role="status">{loading ? "Searching…" : empty ? NO_SUGGESTIONS_TEXT : ""}</Status>
      <Listbox id={listboxId} role="listbox" aria-label="Suggestions" hidden={!showList}>
        {showList
          ? results.map((option, index) => (
              <SuggestionOption
                // Suggestions may share a label; each answer replaces the whole list anyway.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt, never reordered.
                key={`${optionLabel(option)}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the input, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {optionLabel(option)}
              </SuggestionOption>
            ))
          : null}
      </Listbox>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1.125rem;

  label { font-weight: 600; }

  input {
    ${controlStyles}
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  &:empty { display: none; }
`;

const Listbox = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.25rem 0;

  &[hidden] { display: none; }
`;
