/**
 * The compare picker's university field: an ARIA combobox on the catalogue's suggestion machine
 * (its cache and stale-answer handling), slowed to the spec's 300 ms input debounce. The list
 * sits in the dialog's flow so the dialog's scrolling never clips it.
 */
import type { UniversitySuggestion } from "@gradplan/schema";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import {
  debouncedUniversitySearchMachine,
  Input,
  Listbox,
  StatusLine,
  useUniversityCombobox,
} from "../catalogue";

export const compareUniversitySearchMachine = debouncedUniversitySearchMachine;

export const UNIVERSITY_FIELD_LABEL = "University";

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const box = useUniversityCombobox(machine, (university) => {
    setText(university.universityName);
    onPick(university);
  });

  useEffect(() => {
    if (props.autoFocus) inputRef.current?.focus();
  }, [props.autoFocus]);

  return (
    <Field>
      <label htmlFor={box.inputId}>{UNIVERSITY_FIELD_LABEL}</label>
      <Input
        {...box.inputProps}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (picked) onClear();
          box.actor.send({ type: "search.input", value: event.target.value });
        }}
        onBlur={() => box.actor.send({ type: "search.dismiss" })}
      />
      <StatusLine role="status">{box.status}</StatusLine>
      <InFlowListbox
        id={box.listboxId}
        role="listbox"
        aria-label="University suggestions"
        hidden={!box.showList}
      >
        {box.options}
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
