/**
 * The filter box, driven by filterMachine: a modal while the machine is editing (logged in), or
 * a section in the page that is always editing (logged out), folded behind a button on a phone
 * (FilterDisclosure). Save Filter submits the form.
 */
import type { UniversityFilters } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { type FormEvent, type KeyboardEvent, useId } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Modal } from "../../shared/ui/Modal";
import type { FilterDisclosure } from "./FilterDisclosure";
import { FilterFields } from "./FilterFields";
import { SEARCH_TEXT } from "./searchText";
import type { SearchActors } from "./useSearchPage";

export interface FilterBoxProps {
  filter: SearchActors["filter"];
  /** The inline box's fold on a phone. */
  disclosure?: FilterDisclosure;
}

export function FilterBox({ filter, disclosure }: FilterBoxProps) {
  const formId = useId();
  const headingId = useId();
  const inline = useSelector(filter, (state) => state.context.inline);
  const open = useSelector(filter, (state) => state.matches("editing"));
  const draft = useSelector(filter, (state) => state.context.draft);

  const onEdit = (patch: Partial<UniversityFilters>) => filter.send({ type: "filter.edit", patch });
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter.send({ type: "filter.save" });
    disclosure?.close(); // on a phone the saved filter's results show at once
  };
  const buttons = (
    <>
      <Button $variant="secondary" onClick={() => filter.send({ type: "filter.clear" })}>
        {SEARCH_TEXT.clearAll}
      </Button>
      <Button type="submit" form={formId}>
        {SEARCH_TEXT.saveFilter}
      </Button>
    </>
  );
  const form = (
    <form id={formId} noValidate onSubmit={save}>
      <FilterFields draft={draft} onEdit={onEdit} />
    </form>
  );

  if (inline) {
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || !disclosure?.open) return;
      event.stopPropagation();
      disclosure.close();
    };
    return (
      <Inline
        id={disclosure?.id}
        aria-labelledby={headingId}
        $folded={disclosure ? !disclosure.open : false}
        onKeyDown={onKeyDown}
      >
        <h2 id={headingId} ref={disclosure?.headingRef} tabIndex={-1}>
          {SEARCH_TEXT.filter}
        </h2>
        {form}
        <Buttons>{buttons}</Buttons>
      </Inline>
    );
  }
  return (
    <Modal
      open={open}
      title={SEARCH_TEXT.filter}
      onClose={() => filter.send({ type: "filter.close" })}
      footer={buttons}
    >
      {form}
    </Modal>
  );
}

const Inline = styled.section<{ $folded: boolean }>`
  align-self: start;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
    &:focus { outline: none; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
  }

  @media (max-width: calc(${({ theme }) => theme.breakpoints.md} - 1px)) {
    display: ${({ $folded }) => ($folded ? "none" : "block")};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
