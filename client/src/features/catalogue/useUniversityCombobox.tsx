/**
 * What the two university comboboxes (the navbar search and the compare picker) share: the
 * suggestion machine, the ARIA ids, the keys (arrows move, Enter chooses, Escape closes only the
 * suggestions) and the status line and options they render. Each box keeps its own layout.
 */
import { SEARCH_MESSAGES, type UniversitySuggestion } from "@gradplan/schema";
import { useActorRef, useSelector } from "@xstate/react";
import { type KeyboardEvent, useEffect, useId } from "react";
import { SuggestionOption } from "../../shared/ui/SuggestionOption";
import { Spinner } from "./UniversitySearchBox.styles";
import type { universitySearchMachine } from "./universitySearch.machine";

export const SEARCH_LOADING_TEXT = "Searching universities…";

export function useUniversityCombobox(
  machine: typeof universitySearchMachine,
  onChoose: (university: UniversitySuggestion) => void,
) {
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const actor = useActorRef(machine);
  const results = useSelector(actor, (state) => state.context.results);
  const activeIndex = useSelector(actor, (state) => state.context.activeIndex);
  const loading = useSelector(actor, (state) => state.matches("loading"));
  const empty = useSelector(actor, (state) => state.matches("empty"));
  const showList = useSelector(actor, (state) => state.matches("results"));
  const open = loading || empty || showList;
  const activeOptionId = showList && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // Keep the highlighted option visible when the arrow keys move past the list's edge.
  useEffect(() => {
    if (!activeOptionId) return;
    document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const choose = (university: UniversitySuggestion) => {
    actor.send({ type: "search.chosen" });
    onChoose(university);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      actor.send({
        type: "search.highlight",
        direction: event.key === "ArrowDown" ? "next" : "previous",
      });
    } else if (event.key === "Enter") {
      event.preventDefault(); // Enter picks a suggestion; it never submits a form around the box
      const suggestion = showList ? results[activeIndex] : undefined;
      if (suggestion) choose(suggestion);
    } else if (event.key === "Escape" && open) {
      event.stopPropagation(); // close the suggestions, not the dialog or menu around them
      actor.send({ type: "search.dismiss" });
    }
  };

  const status = loading ? (
    <>
      <Spinner aria-hidden="true" />
      {SEARCH_LOADING_TEXT}
    </>
  ) : empty ? (
    SEARCH_MESSAGES.noUniversities
  ) : null;

  const options = showList
    ? results.map((suggestion, index) => (
        <SuggestionOption
          key={suggestion.universityId}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keep focus in the input, so its blur does not dismiss the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(suggestion)}
        >
          {suggestion.universityName}
        </SuggestionOption>
      ))
    : null;

  return {
    actor,
    open,
    showList,
    status,
    options,
    inputId: `${id}-input`,
    listboxId: `${id}-listbox`,
    /** The combobox attributes and keys of the input; the box adds value and onChange. */
    inputProps: {
      id: `${id}-input`,
      type: "text",
      role: "combobox",
      autoComplete: "off",
      placeholder: "Search universities",
      "aria-autocomplete": "list",
      "aria-expanded": showList,
      "aria-controls": `${id}-listbox`,
      "aria-activedescendant": activeOptionId,
      onKeyDown,
    } as const,
  };
}
