/** The Profile Strength card: AB, SOP and Resume scores, each with its band and 7-block meter. */
import {
  METER_BLOCKS,
  meterBlocks,
  meterSignal,
  type ProfileStrength,
  scoreBand,
} from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { Meter } from "../../../shared/ui/Meter";
import { signalColor } from "../../../shared/ui/signal";
import { PROFILE_PAGE_MESSAGES } from "../profileMessages";
import { NA } from "./cardFormat";
import { ProfileCard } from "./ProfileCard";

const SCORES: readonly { key: keyof ProfileStrength; label: string }[] = [
  { key: "abScore", label: "AB Score" },
  { key: "sop_overall_score", label: "SOP Score" },
  { key: "resume_overall_score", label: "Resume Score" },
];

function ScoreRow({ label, score }: { label: string; score: number | null }) {
  const theme = useTheme();
  if (score === null) {
    return (
      <Row>
        <dt>{label}</dt>
        <dd>
          <Value>{NA}</Value> <Band>{PROFILE_PAGE_MESSAGES.notEvaluated}</Band>
        </dd>
      </Row>
    );
  }
  const rounded = Math.round(score);
  const band = scoreBand(score);
  const color = signalColor(theme, meterSignal(score));
  return (
    <Row>
      <dt>{label}</dt>
      <dd>
        <Value>{rounded}/100</Value> <Band style={{ color }}>{band}</Band>
        <Meter
          label={label}
          value={score}
          blocks={METER_BLOCKS}
          lit={meterBlocks(score)}
          color={color}
          valueText={`${rounded} out of 100, ${band}`}
        />
      </dd>
    </Row>
  );
}

export function StrengthCard({ strength }: { strength: ProfileStrength }) {
  return (
    <ProfileCard id="profile-strength" title="Profile Strength" wide>
      <Scores>
        {SCORES.map(({ key, label }) => (
          <ScoreRow key={key} label={label} score={strength[key]} />
        ))}
      </Scores>
    </ProfileCard>
  );
}

const Scores = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem 1.5rem;
  margin: 0;
`;

const Row = styled.div`
  dt { font-weight: 600; }
  dd { margin: 0.25rem 0 0; }
`;

const Value = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
`;

const Band = styled.span`
  display: inline-block;
  margin-bottom: 0.375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;
