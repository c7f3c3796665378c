/**
 * Logged out on a phone the inline filter box folds behind a 'Filter Search' button, so the
 * results come first: a plain disclosure (local state, as the platform menu), shown only below
 * `md`; from `md` up the box sits beside the results and the button is hidden. Opening moves
 * focus to the box's heading; saving or Escape folds it and gives focus back to the button. The
 * button shows how many filters are on, so a folded filter does not hide that it narrows.
 */
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { FilterButtonText, type FilterCount } from "./FilterCount";

export interface FilterDisclosure {
  /** The box's id, for the button's aria-controls. */
  id: string;
  open: boolean;
  toggle: () => void;
  /** Folds the box from inside it (saved, Escape) and gives focus back to the button. */
  close: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function useFilterDisclosure(): FilterDisclosure {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = () => {
    if (!open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  return { id, open, toggle: () => setOpen((value) => !value), close, buttonRef, headingRef };
}

export function FilterDisclosureButton({
  disclosure,
  active,
}: {
  disclosure: FilterDisclosure;
  active: FilterCount;
}) {
  return (
    <PhoneOnly
      ref={disclosure.buttonRef}
      aria-expanded={disclosure.open}
      aria-controls={disclosure.id}
      aria-describedby={active.describedBy}
      onClick={disclosure.toggle}
    >
      <FilterButtonText count={active.count} />
      <span aria-hidden="true">{disclosure.open ? "▴" : "▾"}</span>
    </PhoneOnly>
  );
}

const PhoneOnly = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;
