/** The grammar and spelling corrections as pairs, the original and the corrected text. */
import type { GrammarPair } from "@gradplan/schema";
import styled from "styled-components";
import { Muted } from "./SopPage.styles";
import { SOP_TEXT } from "./sopText";

const T = SOP_TEXT.results;

export function GrammarList({ pairs }: { pairs: readonly GrammarPair[] }) {
  if (pairs.length === 0) return <Muted>{T.noGrammar}</Muted>;
  return (
    <Pairs aria-label={T.grammar}>
      {pairs.map((pair, index) => (
        // The same slip can recur word for word; the position keeps the keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={index}>
          <Original>
            <Tag>{`${T.original}: `}</Tag>
            {pair.original}
          </Original>
          <Arrow aria-hidden="true">→</Arrow>
          <Corrected>
            <Tag>{`${T.corrected}: `}</Tag>
            {pair.corrected}
          </Corrected>
        </li>
      ))}
    </Pairs>
  );
}

const Pairs = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
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
