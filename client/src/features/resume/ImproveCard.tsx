/**
 * 'How to Improve your Resume Score': the evaluation's comments under a heading per category,
 * then each grammar suggestion as its original and corrected text.
 */
import type { GrammarPair } from "@gradplan/schema";
import styled from "styled-components";
import { Muted, ResumeCard, type ResumeData, WithResume } from "./ResumeCard";
import { COMMENT_SECTIONS, commentsOf, grammarPairsOf } from "./resumeDisplay";
import { RESUME_TEXT } from "./resumeText";

export function ImproveCard({ data }: { data: ResumeData }) {
  return (
    <ResumeCard id="resume-improve" title={RESUME_TEXT.cards.improve} wide>
      <WithResume data={data}>
        {(resume) => (
          <>
            <Sections>
              {COMMENT_SECTIONS.map(({ key, label }) => {
                const comments = commentsOf(resume, key);
                return (
                  <div key={key}>
                    <h3>{label}</h3>
                    {comments.length === 0 ? (
                      <Muted>{RESUME_TEXT.nothingToChange}</Muted>
                    ) : (
                      <ul>
                        {comments.map((comment, index) => (
                          // Comments may repeat word for word; a fixed list, never reordered.
                          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                          <li key={index}>{comment}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </Sections>
            <h3>{RESUME_TEXT.grammarHeading}</h3>
            <GrammarList pairs={grammarPairsOf(resume)} />
          </>
        )}
      </WithResume>
    </ResumeCard>
  );
}

function GrammarList({ pairs }: { pairs: readonly GrammarPair[] }) {
  if (pairs.length === 0) return <Muted>{RESUME_TEXT.noGrammar}</Muted>;
  return (
    <Pairs aria-label={RESUME_TEXT.grammarHeading}>
      {pairs.map((pair, index) => (
        // The same slip can recur word for word; the position keeps the keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={index}>
          <Original>
            <Tag>{`${RESUME_TEXT.original}: `}</Tag>
            {pair.original}
          </Original>
          <Arrow aria-hidden="true">→</Arrow>
          <Corrected>
            <Tag>{`${RESUME_TEXT.corrected}: `}</Tag>
            {pair.corrected}
          </Corrected>
        </li>
      ))}
    </Pairs>
  );
}

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 0.5rem 1.5rem;
  margin-bottom: 1rem;

  h3 { margin: 0.75rem 0 0.375rem; font-size: 1.05rem; }
  ul { margin: 0; }
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
