/**
 * The Category card: the six category scores (spec 1 section 2) as labelled bars, coloured as
 * the spec colours progress bars (section 9: up to 30% red, up to 80% yellow, above green).
 */
import { progressSignal } from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { MeterBar } from "../../shared/ui/ProgressBar";
import { signalColor } from "../../shared/ui/signal";
import { ResumeCard, type ResumeData, WithResume } from "./ResumeCard";
import { CATEGORY_SCORES, score } from "./resumeDisplay";
import { RESUME_TEXT } from "./resumeText";

export function CategoryCard({ data }: { data: ResumeData }) {
  const theme = useTheme();
  return (
    <ResumeCard id="resume-category" title={RESUME_TEXT.cards.category}>
      <WithResume data={data}>
        {(resume) => (
          <Rows>
            {CATEGORY_SCORES.map(({ key, label }) => {
              const value = score(resume[key], label);
              const color = signalColor(theme, progressSignal(value));
              return (
                <li key={key}>
                  <Head>
                    <span>{label}</span>
                    <Value style={{ color }}>{`${value}/100`}</Value>
                  </Head>
                  <MeterBar
                    label={label}
                    value={value}
                    color={color}
                    valueText={`${value} out of 100`}
                  />
                </li>
              );
            })}
          </Rows>
        )}
      </WithResume>
    </ResumeCard>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  list-style: none;

  && { padding: 0; }
  && li { margin: 0; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.25rem;
  font-weight: 600;
`;

const Value = styled.span`
  font-weight: 700;
`;
