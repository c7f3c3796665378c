/**
 * The compare picker's university field: an ARIA combobox on the catalogue's suggestion machine
 * (its cache and stale-answer handling), slowed to the spec's 300 ms input debounce. The list
 * sits in the dialog's flow so the dialog's scrolling never clips it.
 */
import {
  SEARCH_INPUT_DEBOUNCE_MS,
  SEARCH_MESSAGES,
  type UniversitySuggestion,
} from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import {
  Input,
  Listbox,
  Option,
  Spinner,
  StatusLine,
} from "../catalogue/UniversitySearchBox.styles";
import { universitySearchMachine } from "../catalogue/universitySearch.machine";

export const compareUniversitySearchMachine = universitySearchMachine.provide({
  delays: { debounce: SEARCH_INPUT_DEBOUNCE_MS },
});

export const UNIVERSITY_FIELD_LABEL = "University";
export const UNIVERSITY_SEARCHING_TEXT = "Searching universities…";

export interface UniversityComboboxProps {
  onPick: (university: UniversitySuggestion) => void;
  /** Typing after a pick un-picks: the text no longer names the chosen university. */
  onClear: () => void;
  picked: boolean;
  machine?: typeof compareUniversitySearchMachine;
  autoFocus?: boolean;
}

export function UniversityCombobox(props: UniversityComboboxProps) {
  const { onPick, onClear, picked, machine = compareUniversitySearchMachine } = props;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const actor = useActorRef(machine);
  const results = useSelector(actor, (state) => state.context.results);
  const activeIndex = useSelector(actor, (state) => state.context.activeIndex);
  const loading = useSelector(actor, (state) => state.matches("loading"));
  const empty = useSelector(actor, (state) => state.matches("empty"));
  const showList = useSelector(actor, (state) => state.matches("results"));

  useEffect(() => {
    if (props.autoFocus) inputRef.current?.focus();
  }, [props.autoFocus]);

  const choose = (university: UniversitySuggestion) => {
    actor.send({ type: "search.chosen" });
    setText(university.universityName);
    onPick(university);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      actor.send({
        type: "search.highlight",
        direction: event.key === "ArrowDown" ? "next" : "previous",
      });
    } else if (event.key === "Enter") {
      event.preventDefault(); // Enter picks a suggestion; it must never submit the form
      const suggestion = showList ? results[activeIndex] : undefined;
      if (suggestion) choose(suggestion);
    } else if (event.key === "Escape" && (showList || empty || loading)) {
      event.stopPropagation(); // close the suggestions, not the dialog
      actor.send({ type: "search.dismiss" });
    }
  };

  return (
    <Field>
      <label htmlFor={`${id}-input`}>{UNIVERSITY_FIELD_LABEL}</label>
      <Input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search universities"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (picked) onClear();
          actor.send({ type: "search.input", value: event.target.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => actor.send({ type: "search.dismiss" })}
      />
      <StatusLine role="status">
        {loading ? (
          <>
            <Spinner aria-hidden="true" />
            {UNIVERSITY_SEARCHING_TEXT}
          </>
        ) : empty ? (
          SEARCH_MESSAGES.noUniversities
        ) : null}
      </StatusLine>
      <InFlowListbox
        id={listboxId}
        role="listbox"
        aria-label="University suggestions"
        hidden={!showList}
      >
        {showList
          ? results.map((suggestion, index) => (
              <Option
                key={suggestion.universityId}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep focus in the input, so its blur does not dismiss the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.universityName}
              </Option>
            ))
          : null}
      </InFlowListbox>
    </Field>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin-bottom: 1rem;

  label { font-weight: 600; }
`;

const InFlowListbox = styled(Listbox)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[hidden] { display: none; }
`;
