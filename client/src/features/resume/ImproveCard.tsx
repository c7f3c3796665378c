/**
 * 'How to Improve your Resume Score': the evaluation's comments under a heading per category,
 * then each grammar suggestion as its original and corrected text.
 */
import styled from "styled-components";
import { GrammarPairs } from "../../shared/ui/GrammarPairs";
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
            <GrammarPairs
              pairs={grammarPairsOf(resume)}
              label={RESUME_TEXT.grammarHeading}
              emptyNote={RESUME_TEXT.noGrammar}
            />
          </>
        )}
      </WithResume>
    </ResumeCard>
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
