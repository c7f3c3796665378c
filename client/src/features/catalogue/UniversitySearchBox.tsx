/**
 * The navbar's university search box: an ARIA combobox whose listbox shows suggestions after a
 * 200 ms pause. Choosing one opens /university-details. State lives in universitySearchMachine.
 */
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { universityDetailsUrl } from "../../shared/links/universityDetailsUrl";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { Input, Listbox, Popup, SearchRoot, StatusLine } from "./UniversitySearchBox.styles";
import { universitySearchMachine } from "./universitySearch.machine";
import { useUniversityCombobox } from "./useUniversityCombobox";

export { SEARCH_LOADING_TEXT } from "./useUniversityCombobox";

export interface UniversitySearchBoxProps {
  /** Tests pass `universitySearchMachine.provide(...)` to swap the fetch. */
  machine?: typeof universitySearchMachine;
  onChosen?: () => void;
}

export function UniversitySearchBox({
  machine = universitySearchMachine,
  onChosen,
}: UniversitySearchBoxProps) {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const box = useUniversityCombobox(machine, (suggestion) => {
    onChosen?.();
    navigate(universityDetailsUrl(suggestion));
  });
  const { actor, open } = box;
  const query = useSelector(actor, (state) => state.context.query);

  // Spec: clicking outside clears the dropdown and its results.
  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) actor.send({ type: "search.dismiss" });
    };
    document.addEventListener("mousedown", onMouseDown);
    return () => document.removeEventListener("mousedown", onMouseDown);
  }, [open, actor]);

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
      <VisuallyHidden as="label" htmlFor={box.inputId}>
        Search universities
      </VisuallyHidden>
      <Input
        {...box.inputProps}
        value={query}
        onChange={(event) => actor.send({ type: "search.input", value: event.target.value })}
      />
      <Popup hidden={!open}>
        <StatusLine role="status">{box.status}</StatusLine>
        {box.showList ? (
          <Listbox id={box.listboxId} role="listbox" aria-label="University suggestions">
            {box.options}
          </Listbox>
        ) : null}
      </Popup>
    </SearchRoot>
  );
}
