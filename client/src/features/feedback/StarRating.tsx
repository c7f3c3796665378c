/**
 * 1 to 5 stars as an ARIA radio group (roving tabindex): arrows move and choose, like native
 * radios; each star is named by its label (Terrible ... Amazing) and the choice is shown as text.
 */
import { FEEDBACK_STAR_LABELS } from "@gradplan/schema";
import { type KeyboardEvent, useId, useRef } from "react";
import styled from "styled-components";

export interface StarRatingProps {
  value: number | null;
  onChange: (star: number) => void;
  /** id of the error text, when there is one. */
  errorId?: string;
}

const STEP_BY_KEY: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

export function StarRating({ value, onChange, errorId }: StarRatingProps) {
  const labelId = useId();
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const count = FEEDBACK_STAR_LABELS.length;

  const choose = (star: number) => {
    onChange(star);
    stars.current[star - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = value ?? 0;
    let next: number | null = null;
    const step = STEP_BY_KEY[event.key];
    if (step !== undefined) {
      // Wraps around, as native radio groups do; from "none", Right picks 1 and Left picks 5.
      next = current === 0 && step < 0 ? count : ((current - 1 + step + count) % count) + 1;
    } else if (event.key === "Home") next = 1;
    else if (event.key === "End") next = count;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  const label = value ? FEEDBACK_STAR_LABELS[value - 1] : null;
  return (
    <Wrap>
      <GroupLabel id={labelId}>How was your experience?</GroupLabel>
      <Row>
        <Stars
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          aria-required="true"
          aria-invalid={errorId ? true : undefined}
          onKeyDown={onKeyDown}
        >
          {FEEDBACK_STAR_LABELS.map((name, index) => {
            const star = index + 1;
            const checked = value === star;
            // Only one star is in the tab order: the chosen one, or the first when none is.
            const tabbable = checked || (value === null && star === 1);
            return (
              <Star
                key={name}
                ref={(element) => {
                  stars.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={name}
                title={name}
                tabIndex={tabbable ? 0 : -1}
                $lit={value !== null && star <= value}
                onClick={() => choose(star)}
              >
                <span aria-hidden="true">★</span>
              </Star>
            );
          })}
        </Stars>
        <Chosen aria-hidden="true">{label ?? "Not rated yet"}</Chosen>
      </Row>
    </Wrap>
  );
}

const Wrap = styled.div`
  margin-bottom: 1.125rem;
`;

const GroupLabel = styled.p`
  margin: 0 0 0.375rem;
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Stars = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const Star = styled.button<{ $lit: boolean }>`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  /* Lit stars in the warning amber (AA on white); unlit in the muted grey, still 3:1+ as a graphic. */
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warning : theme.colors.textMuted)};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &[aria-checked="true"] { border-color: ${({ theme }) => theme.colors.primary}; border-width: 2px; }
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;

const Chosen = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
