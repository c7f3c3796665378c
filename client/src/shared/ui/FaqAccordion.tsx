/**
 * FAQ accordion (WAI-ARIA accordion pattern): each question is a button with aria-expanded and
 * aria-controls; Enter/Space toggle it, Arrow keys and Home/End move between questions.
 */
import { type KeyboardEvent, useId, useRef, useState } from "react";
import styled from "styled-components";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of the question headings, so the outline stays correct where it is placed. */
  headingLevel?: 2 | 3 | 4;
}

const NAVIGATION_KEYS = ["ArrowDown", "ArrowUp", "Home", "End"];

export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const baseId = useId();
  const [openIndexes, setOpenIndexes] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpenIndexes((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!NAVIGATION_KEYS.includes(event.key)) return;
    event.preventDefault();
    const last = items.length - 1;
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? last
          : event.key === "ArrowDown"
            ? (index + 1) % items.length
            : (index - 1 + items.length) % items.length;
    buttons.current[target]?.focus();
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item, index) => {
        const open = openIndexes.has(index);
        const panelId = `${baseId}-answer-${index}`;
        return (
          <Item key={item.question}>
            <QuestionHeading as={Heading}>
              <QuestionButton
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <Chevron aria-hidden="true" $open={open}>
                  ▾
                </Chevron>
              </QuestionButton>
            </QuestionHeading>
            {/* No region role: with ten panels, landmarks would drown the page outline. */}
            <Answer id={panelId} hidden={!open}>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const QuestionHeading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const QuestionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: 44px;
  padding: 1rem 1.25rem;
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex-shrink: 0;
  transition: transform 0.2s ease;
  transform: rotate(${({ $open }) => ($open ? "180deg" : "0deg")});
`;

const Answer = styled.div`
  padding: 0 1.25rem 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
