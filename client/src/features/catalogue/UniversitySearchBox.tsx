/**
 * The navbar's university search box: an ARIA combobox whose listbox shows suggestions after a
 * 200 ms pause. Choosing one opens /university-details. State lives in universitySearchMachine.
 */
import { SEARCH_MESSAGES, type UniversitySuggestion } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { universityDetailsUrl } from "../university/universityDetailsUrl";
import {
  Input,
  Listbox,
  Option,
  Popup,
  SearchRoot,
  Spinner,
  StatusLine,
} from "./UniversitySearchBox.styles";
import { universitySearchMachine } from "./universitySearch.machine";

export interface UniversitySearchBoxProps {
  /** Tests pass `universitySearchMachine.provide(...)` to swap the fetch. */
  machine?: typeof universitySearchMachine;
  onChosen?: () => void;
}

export const SEARCH_LOADING_TEXT = "Searching universities…";

export function UniversitySearchBox({
  machine = universitySearchMachine,
  onChosen,
}: UniversitySearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const actor = useActorRef(machine);
  const query = useSelector(actor, (state) => state.context.query);
  const results = useSelector(actor, (state) => state.context.results);
  const activeIndex = useSelector(actor, (state) => state.context.activeIndex);
  const loading = useSelector(actor, (state) => state.matches("loading"));
  const empty = useSelector(actor, (state) => state.matches("empty"));
  const showList = useSelector(actor, (state) => state.matches("results"));
  const open = loading || empty || showList;

  // Spec: clicking outside clears the dropdown and its results.
  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) actor.send({ type: "search.dismiss" });
    };
    document.addEventListener("mousedown", onMouseDown);
    return () => document.removeEventListener("mousedown", onMouseDown);
  }, [open, actor]);

  const activeOptionId = showList && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  // Keep the highlighted option visible when the arrow keys move past the dropdown's edge.
  useEffect(() => {
    if (!activeOptionId) return;
    document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const choose = (suggestion: UniversitySuggestion) => {
    actor.send({ type: "search.chosen" });
    onChosen?.();
    navigate(universityDetailsUrl(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      actor.send({
        type: "search.highlight",
        direction: event.key === "ArrowDown" ? "next" : "previous",
      });
    } else if (event.key === "Enter") {
      const suggestion = showList ? results[activeIndex] : undefined;
      if (!suggestion) return;
      event.preventDefault();
      choose(suggestion);
    } else if (event.key === "Escape" && open) {
      event.stopPropagation(); // close only the dropdown, not the mobile menu around it
      actor.send({ type: "search.dismiss" });
    }
  };

  return (
    <SearchRoot
      ref={rootRef}
      role="search"
      onBlur={(event) => {
        // Tabbing away closes it too; clicks on options keep focus in the input (see Option).
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) {
          actor.send({ type: "search.dismiss" });
        }
      }}
    >
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        Search universities
      </VisuallyHidden>
      <Input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search universities"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={activeOptionId}
        value={query}
        onChange={(event) => actor.send({ type: "search.input", value: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <Popup hidden={!open}>
        <StatusLine role="status">
          {loading ? (
            <>
              <Spinner aria-hidden="true" />
              {SEARCH_LOADING_TEXT}
            </>
          ) : empty ? (
            SEARCH_MESSAGES.noUniversities
          ) : null}
        </StatusLine>
        {showList ? (
          <Listbox id={listboxId} role="listbox" aria-label="University suggestions">
            {results.map((suggestion, index) => (
              <Option
                key={suggestion.universityId}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.universityName}
              </Option>
            ))}
          </Listbox>
        ) : null}
      </Popup>
    </SearchRoot>
  );
}
