/** The Level, Completion and Profile Strength cards, from the progress and strength slices. */
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { cardElementId, firstIncompleteCard } from "./cards/cardFormat";
import { CardFailure, CardSkeleton, ProfileCard } from "./cards/ProfileCard";
import { CompletionCard, LevelCard } from "./cards/ProgressCards";
import { StrengthCard } from "./cards/StrengthCard";
import type { ProfileDataMachine } from "./profileData.machine";
import { PROFILE_PAGE_MESSAGES } from "./profileMessages";

export interface ProgressAreaProps {
  data: ActorRefFrom<ProfileDataMachine>;
  profile: StudentProfile | null;
}

function scrollToCard(profile: StudentProfile) {
  const card = firstIncompleteCard(profile);
  if (!card) return;
  const element = document.getElementById(cardElementId(card));
  element?.scrollIntoView({ behavior: "smooth", block: "start" });
  // Keyboard and screen-reader users continue from the card, not from the button.
  element?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

export function ProgressArea({ data, profile }: ProgressAreaProps) {
  const progress = useSelector(data, (state) => state.context.progress);
  const progressFailed = useSelector(data, (state) => state.matches({ progress: "failed" }));
  const strength = useSelector(data, (state) => state.context.strength);
  const strengthFailed = useSelector(data, (state) => state.matches({ strength: "failed" }));
  const retry = (slice: "progress" | "strength") => data.send({ type: "data.retry", slice });
  const incomplete = profile !== null && firstIncompleteCard(profile) !== null;

  return (
    <>
      {progress ? (
        <>
          <LevelCard progress={progress} />
          <CompletionCard
            progress={progress}
            onFillMissing={incomplete && profile ? () => scrollToCard(profile) : null}
          />
        </>
      ) : (
        <ProfileCard id="profile-progress" title="Level" wide>
          {progressFailed ? (
            <CardFailure
              message={PROFILE_PAGE_MESSAGES.fetchProgressFailed}
              retryLabel="Retry loading progress"
              onRetry={() => retry("progress")}
            />
          ) : (
            <CardSkeleton label="Loading progress" />
          )}
        </ProfileCard>
      )}
      {strength ? (
        <StrengthCard strength={strength} />
      ) : (
        <ProfileCard id="profile-strength" title="Profile Strength" wide>
          {strengthFailed ? (
            <CardFailure
              message={M.fetchStrengthFailed}
              retryLabel="Retry loading profile strength"
              onRetry={() => retry("strength")}
            />
          ) : (
            <CardSkeleton label="Loading profile strength" />
          )}
        </ProfileCard>
      )}
    </>
  );
}
