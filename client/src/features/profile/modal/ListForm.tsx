/**
 * Conferences and research papers (journals): yes or no, then names picked from suggestions
 * (removable chips) and a count of unlisted ones, stored as that many 'Other' entries.
 */
import {
  type ListDraft,
  PROFILE_MESSAGES as M,
  MAX_LIST_ITEMS,
  OTHER_ENTRY,
} from "@gradplan/schema";
import { useState } from "react";
import styled from "styled-components";
import {
  FieldError,
  NumberField,
  type SectionFormProps,
  YES_NO,
  yesNoOf,
} from "../../../shared/ui/form/formKit";
import { SearchSelect } from "../../../shared/ui/SearchSelect";
import { ToggleGroup } from "../../../shared/ui/ToggleGroup";
import { useToast } from "../../../shared/ui/toastContext";
import type { SuggestionSearch } from "../../../shared/ui/useSuggestions";
import { withListEnabled } from "../draftChanges";

export interface ListFormText {
  question: string;
  search: string;
  chosen: string;
  other: string;
  /** Plural noun for messages, e.g. "conferences". */
  noun: string;
}

export const CONFERENCE_TEXT: ListFormText = {
  question: "Have you presented at a conference?",
  search: "Search conferences",
  chosen: "Your conferences",
  other: "Other conferences (not in the list)",
  noun: "conferences",
};

export const RESEARCH_TEXT: ListFormText = {
  question: "Have you published research papers?",
  search: "Search journals",
  chosen: "Your journals",
  other: "Other journals (not in the list)",
  noun: "journals",
};

const identity = (name: string) => name;

interface ListFormProps extends SectionFormProps<ListDraft> {
  text: ListFormText;
  search: SuggestionSearch<string>;
  onSearchError: (error: unknown) => void;
}

export function ListForm({
  values,
  original,
  onChange,
  kit,
  text,
  search,
  onSearchError,
}: ListFormProps) {
  const toast = useToast();
  const [query, setQuery] = useState("");
  const named = values.items.filter((item) => item !== OTHER_ENTRY);
  const others = values.items.length - named.length;
  const setItems = (nextNamed: string[], nextOthers: number) =>
    onChange({ ...values, items: [...nextNamed, ...Array<string>(nextOthers).fill(OTHER_ENTRY)] });

  return (
    <>
      <ToggleGroup
        id={kit.id("enabled")}
        legend={text.question}
        options={YES_NO}
        value={yesNoOf(values.enabled)}
        errorId={kit.errorId("enabled")}
        onValueChange={(answer) => onChange(withListEnabled(values, answer === "yes", original))}
      />
      <FieldError kit={kit} path="enabled" />
      {values.enabled ? (
        <>
          <SearchSelect
            id={kit.id("items")}
            label={text.search}
            value={query}
            onValueChange={setQuery}
            onChoose={(name) => {
              setQuery("");
              if (!named.includes(name)) setItems([...named, name], others);
            }}
            search={search}
            optionLabel={identity}
            onSearchError={onSearchError}
            errorId={kit.errorId("items")}
          />
          <FieldError kit={kit} path="items" />
          {named.length > 0 ? (
            <Chips aria-label={text.chosen}>
              {named.map((name) => (
                <li key={name}>
                  <span>{name}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      setItems(
                        named.filter((item) => item !== name),
                        others,
                      )
                    }
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </Chips>
          ) : null}
          <NumberField
            kit={kit}
            path="otherCount"
            label={text.other}
            value={others}
            step={1}
            max={MAX_LIST_ITEMS - named.length}
            onValueChange={(count) => setItems(named, Math.floor(count ?? 0))}
            onRefuse={() => toast.warning(M.tooManyItems(text.noun, MAX_LIST_ITEMS))}
          />
        </>
      ) : null}
    </>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.125rem;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0.125rem 0.25rem 0.125rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.heroBackground};
    color: ${({ theme }) => theme.colors.primary};
  }

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }

  button:hover { background: ${({ theme }) => theme.colors.background}; }
`;
