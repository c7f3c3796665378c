/** An evaluation's grammar and spelling corrections (resume, SOP): each original and its fix. */
import type { GrammarPair } from "@gradplan/schema";
import styled from "styled-components";

export interface GrammarPairsProps {
  pairs: readonly GrammarPair[];
  /** The list's accessible name, as its heading reads. */
  label: string;
  /** Shown in place of an empty list. */
  emptyNote: string;
  /** Styles the list (styled(GrammarPairs)). */
  className?: string;
}

export function GrammarPairs({ pairs, label, emptyNote, className }: GrammarPairsProps) {
  if (pairs.length === 0) return <Empty>{emptyNote}</Empty>;
  return (
    <Pairs aria-label={label} className={className}>
      {pairs.map((pair, index) => (
        // The same slip can recur word for word; the position keeps the keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={index}>
          <Original>
            <Tag>{"Original: "}</Tag>
            {pair.original}
          </Original>
          <Arrow aria-hidden="true">→</Arrow>
          <Corrected>
            <Tag>{"Corrected: "}</Tag>
            {pair.corrected}
          </Corrected>
        </li>
      ))}
    </Pairs>
  );
}

const Empty = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pairs = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  list-style: none;

  && { padding: 0; }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Tag = styled.span`
  font-weight: 700;
`;

const Original = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

const Corrected = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
