/**
 * The results filter's university: the catalogue's suggestion combobox (the compare picker's
 * machine and keys), starting from the name of the university a shared link names.
 */
import type { UniversitySuggestion } from "@gradplan/schema";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import {
  debouncedUniversitySearchMachine,
  Input,
  Listbox,
  Popup,
  SearchRoot,
  StatusLine,
  useUniversityCombobox,
} from "../../catalogue";
import { RESULTS_TEXT } from "./resultsText";

export interface UniversityFilterFieldProps {
  /** The chosen university's name, once known (a link carries only its id). */
  pickedName: string | null;
  onPick: (university: UniversitySuggestion) => void;
  /** Emptying the box, or typing over the chosen name, drops the university from the filter. */
  onClear: () => void;
  machine?: typeof debouncedUniversitySearchMachine;
}

export function UniversityFilterField({
  pickedName,
  onPick,
  onClear,
  machine = debouncedUniversitySearchMachine,
}: UniversityFilterFieldProps) {
  const [text, setText] = useState(pickedName ?? "");
  const box = useUniversityCombobox(machine, (university) => {
    setText(university.universityName);
    onPick(university);
  });

  // A shared link's name arrives after the first render. When the filter drops the university,
  // the box empties only if it still shows that name: what the student typed over it stays.
  const shown = useRef(pickedName);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pickedName;
    if (pickedName !== null) setText(pickedName);
    else setText((current) => (current === previous ? "" : current));
  }, [pickedName]);

  return (
    <Field>
      <label htmlFor={box.inputId}>{RESULTS_TEXT.university}</label>
      <SearchRoot>
        <BoxInput
          {...box.inputProps}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (pickedName !== null) onClear();
            box.actor.send({ type: "search.input", value: event.target.value });
          }}
          onBlur={() => box.actor.send({ type: "search.dismiss" })}
        />
        <Popup hidden={!box.open}>
          <StatusLine role="status">{box.status}</StatusLine>
          <Listbox
            id={box.listboxId}
            role="listbox"
            aria-label="University suggestions"
            hidden={!box.showList}
          >
            {box.options}
          </Listbox>
        </Popup>
      </SearchRoot>
    </Field>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;

  label { font-weight: 600; }
`;

/** Square corners like the selects beside it (the navbar's box is a pill). */
const BoxInput = styled(Input)`
  border-radius: ${({ theme }) => theme.radii.md};
`;
