/**
 * The open SOP's latest evaluation: the SOP Score with its band and 7-block meter, the warnings
 * first when there are any, each part's score and comments, readability, and the grammar pairs.
 * A visually hidden live region says the score whenever a new evaluation is shown.
 */
import {
  METER_BLOCKS,
  SOP_PART_LABEL,
  type SopDetails,
  type SopEvaluation,
} from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { formatDay } from "../../shared/ui/dates";
import { GrammarPairs } from "../../shared/ui/GrammarPairs";
import { Meter } from "../../shared/ui/Meter";
import { MeterBar } from "../../shared/ui/ProgressBar";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { signalColor } from "../../shared/ui/signal";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { Muted, Panel } from "./SopPage.styles";
import { lengthNote, readability, readabilityMeaning, scoreView } from "./sopDisplay";
import { SOP_TEXT } from "./sopText";

const T = SOP_TEXT.results;

export type SopResultsData =
  | { kind: "loading" }
  /** A new SOP, not stored yet. */
  | { kind: "none" }
  | { kind: "ready"; sop: SopDetails };

export function SopResults({ data }: { data: SopResultsData }) {
  const evaluation = data.kind === "ready" ? data.sop.evaluation : null;
  const summary = evaluation
    ? `${T.score}: ${scoreView(evaluation.sop_overall_score, "SOP score").valueText}`
    : "";
  return (
    <Panel aria-labelledby="sop-results-heading">
      <h2 id="sop-results-heading">{T.heading}</h2>
      {/* Always in the tree, so a new evaluation's score is announced when it appears. */}
      <VisuallyHidden role="status">{summary}</VisuallyHidden>
      {data.kind === "loading" ? (
        <SkeletonRegion label={SOP_TEXT.editor.loading}>
          <Skeleton $width="40%" $height="2rem" />
          <Skeleton $height="0.75rem" />
          <Skeleton $width="80%" />
        </SkeletonRegion>
      ) : null}
      {data.kind === "none" ? <Muted>{T.none}</Muted> : null}
      {data.kind === "ready" && !evaluation ? <Muted>{T.notYet}</Muted> : null}
      {data.kind === "ready" && evaluation ? (
        <Evaluation evaluation={evaluation} evaluatedAt={data.sop.evaluated_at} />
      ) : null}
    </Panel>
  );
}

function Evaluation({
  evaluation,
  evaluatedAt,
}: {
  evaluation: SopEvaluation;
  evaluatedAt: string | null;
}) {
  const theme = useTheme();
  const overall = scoreView(evaluation.sop_overall_score, "SOP score");
  const color = signalColor(theme, overall.signal);
  const ease = readability(evaluation.readability);
  return (
    <>
      <Block aria-labelledby="sop-score-heading">
        <h3 id="sop-score-heading">{T.score}</h3>
        <Figure>
          <span>{overall.value}</span>
          <Max>/100</Max> <Band style={{ color }}>{overall.band}</Band>
        </Figure>
        <Meter
          label={T.score}
          value={overall.value}
          blocks={METER_BLOCKS}
          lit={overall.lit}
          color={color}
          valueText={overall.valueText}
        />
        <Muted>
          {lengthNote(evaluation.word_count)}
          {evaluatedAt ? ` Evaluated on ${formatDay(evaluatedAt)}.` : ""}
        </Muted>
      </Block>
      {evaluation.warnings.length > 0 ? (
        <Warnings aria-labelledby="sop-warnings-heading">
          <h3 id="sop-warnings-heading">{T.warnings}</h3>
          <ul>
            {evaluation.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Warnings>
      ) : null}
      <Block aria-labelledby="sop-parts-heading">
        <h3 id="sop-parts-heading">{T.parts}</h3>
        <Parts>
          {evaluation.parts.map((part) => {
            const label = SOP_PART_LABEL[part.part];
            const view = scoreView(part.score, label);
            const partColor = signalColor(theme, view.signal);
            return (
              <li key={part.part}>
                <PartHead>
                  <h4>{label}</h4>
                  <strong style={{ color: partColor }}>{`${view.value}/100`}</strong>
                </PartHead>
                <MeterBar
                  label={label}
                  value={view.value}
                  color={partColor}
                  valueText={view.valueText}
                />
                {part.comments.length === 0 ? (
                  <Muted>{T.noComments}</Muted>
                ) : (
                  <ul>
                    {part.comments.map((comment, index) => (
                      // Comments may repeat word for word; a fixed list, never reordered.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                      <li key={index}>{comment}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </Parts>
      </Block>
      <Block aria-labelledby="sop-readability-heading">
        <h3 id="sop-readability-heading">{T.readability}</h3>
        <p>
          <strong>{ease}</strong> {readabilityMeaning(ease)}
        </p>
        <Muted>{T.readabilityScale}</Muted>
      </Block>
      <Block aria-labelledby="sop-grammar-heading">
        <h3 id="sop-grammar-heading">{T.grammar}</h3>
        <Grammar pairs={evaluation.grammar} label={T.grammar} emptyNote={T.noGrammar} />
      </Block>
    </>
  );
}

// A long unbroken word (a URL, say) wraps rather than overflow the panel.
const Grammar = styled(GrammarPairs)`
  overflow-wrap: anywhere;
`;

const Block = styled.section`
  margin-top: 1.25rem;

  h3 { margin: 0 0 0.5rem; font-size: 1.1rem; }
  p { margin: 0.25rem 0 0; }
`;

const Figure = styled.p`
  && { margin: 0 0 0.5rem; }
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.2;
`;

const Max = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1rem;
`;

const Band = styled.span`
  font-size: 1.25rem;
`;

const Warnings = styled.section`
  margin-top: 1.25rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBackground};

  h3 { margin: 0 0 0.375rem; font-size: 1.1rem; color: ${({ theme }) => theme.colors.warning}; }
  ul { margin: 0; padding-left: 1.25rem; }
  li { margin: 0.25rem 0 0; font-weight: 600; }
`;

const Parts = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li { margin: 0; }
  ul { margin: 0.375rem 0 0; padding-left: 1.25rem; }
`;

const PartHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.25rem;

  h4 { margin: 0; font-size: 1rem; }
`;
