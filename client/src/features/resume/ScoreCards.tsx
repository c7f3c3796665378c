/**
 * The resume's figure cards (spec 1 sections 2 and 9): Resume Score, Readability, Length and
 * Sentiment Analysis, each coloured by the schema's thresholds and named in words as well.
 */
import {
  RESUME_LENGTH_SIGNAL,
  readabilitySignal,
  resumeScoreLabel,
  sentimentPercent,
  sentimentSignal,
} from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { MeterBar } from "../../shared/ui/ProgressBar";
import { RingMeter } from "../../shared/ui/RingMeter";
import { signalColor } from "../../shared/ui/signal";
import { Figure, Muted, ResumeCard, type ResumeData, Verdict, WithResume } from "./ResumeCard";
import { inRange, readability, score } from "./resumeDisplay";
import { RESUME_TEXT, readabilityMeaning, sentimentMeaning } from "./resumeText";

const T = RESUME_TEXT.cards;

export function ResumeScoreCard({ data }: { data: ResumeData }) {
  const theme = useTheme();
  return (
    <ResumeCard id="resume-score" title={T.score}>
      <WithResume data={data}>
        {(resume) => {
          const value = score(resume.resume_overall_score, "Resume score");
          const { label, signal } = resumeScoreLabel(value);
          const color = signalColor(theme, signal);
          return (
            <Centred>
              <RingMeter
                label="Resume score"
                value={value}
                max={100}
                color={color}
                valueText={`${value} out of 100, ${label}`}
              />
              <Verdict style={{ color }}>{label}</Verdict>
            </Centred>
          );
        }}
      </WithResume>
    </ResumeCard>
  );
}

export function ReadabilityCard({ data }: { data: ResumeData }) {
  const theme = useTheme();
  return (
    <ResumeCard id="resume-readability" title={T.readability}>
      <WithResume data={data}>
        {(resume) => {
          const value = readability(resume.resume_readability);
          const color = signalColor(theme, readabilitySignal(value));
          const meaning = readabilityMeaning(value);
          return (
            <>
              <Figure style={{ color }}>{value}</Figure>
              <Verdict>{meaning}</Verdict>
              <MeterBar
                label="Readability"
                value={value}
                color={color}
                valueText={`${value} out of 100. ${meaning}`}
              />
              <Muted>{RESUME_TEXT.readabilityScale}</Muted>
            </>
          );
        }}
      </WithResume>
    </ResumeCard>
  );
}

export function LengthCard({ data }: { data: ResumeData }) {
  const theme = useTheme();
  return (
    <ResumeCard id="resume-length" title={T.length}>
      <WithResume data={data}>
        {(resume) => {
          // An unknown label (a newer server) is shown as given, in the neutral text colour.
          const signal = RESUME_LENGTH_SIGNAL[resume.resume_length];
          const words = Math.max(0, Math.round(resume.resume_word_count ?? 0));
          return (
            <>
              <Figure style={{ color: signal ? signalColor(theme, signal) : undefined }}>
                {resume.resume_length}
              </Figure>
              <Verdict>{`${words} ${words === 1 ? "word" : "words"}`}</Verdict>
              <Muted>{RESUME_TEXT.lengthGuidance}</Muted>
            </>
          );
        }}
      </WithResume>
    </ResumeCard>
  );
}

export function SentimentCard({ data }: { data: ResumeData }) {
  const theme = useTheme();
  return (
    <ResumeCard id="resume-sentiment" title={T.sentiment}>
      <WithResume data={data}>
        {(resume) => {
          const percent = sentimentPercent(inRange(resume.resume_sentiment, -5, 5, "Sentiment"));
          const color = signalColor(theme, sentimentSignal(percent));
          const meaning = sentimentMeaning(percent);
          return (
            <>
              <Figure style={{ color }}>{`${percent}%`}</Figure>
              <Verdict>{meaning}</Verdict>
              <MeterBar
                label="Sentiment"
                value={percent}
                color={color}
                valueText={`${percent}%. ${meaning}`}
              />
              <Muted>{RESUME_TEXT.sentimentScale}</Muted>
            </>
          );
        }}
      </WithResume>
    </ResumeCard>
  );
}

const Centred = styled.div`
  text-align: center;
`;
