/** The Level and Completion cards: where the student stands, and a way to the first gap. */
import { levelProgressPercent, type Progress, progressSignal } from "@gradplan/schema";
import styled, { useTheme } from "styled-components";
import { Button } from "../../../shared/ui/Button";
import { ProgressBar } from "../../../shared/ui/ProgressBar";
import { signalColor } from "../../../shared/ui/signal";
import { Muted, ProfileCard } from "./ProfileCard";

export function LevelCard({ progress }: { progress: Progress }) {
  const withinLevel = levelProgressPercent(progress.totalPercentage);
  return (
    <ProfileCard id="profile-level" title="Level">
      <LevelName>
        Level {progress.currentLevelNumber}: {progress.currentLevelName}
      </LevelName>
      <ProgressBar label="Progress to the next level" value={withinLevel} />
      <Muted>
        {progress.nextLevelName
          ? `Next level: ${progress.nextLevelName}`
          : "You have reached the top level."}
      </Muted>
    </ProfileCard>
  );
}

export interface CompletionCardProps {
  progress: Progress;
  /** Scrolls to the first card with missing data; absent when nothing is missing. */
  onFillMissing: (() => void) | null;
}

export function CompletionCard({ progress, onFillMissing }: CompletionCardProps) {
  const theme = useTheme();
  const percent = progress.totalPercentage;
  return (
    <ProfileCard id="profile-completion" title="Profile Completion">
      <p>Your profile is {percent}% complete</p>
      <ProgressBar
        label="Profile completion"
        value={percent}
        color={signalColor(theme, progressSignal(percent))}
      />
      {onFillMissing ? (
        <Action>
          <Button onClick={onFillMissing}>Fill missing details</Button>
        </Action>
      ) : null}
    </ProfileCard>
  );
}

const LevelName = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Action = styled.div`
  margin-top: 1rem;
`;
