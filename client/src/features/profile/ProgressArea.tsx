/**
 * The Level, Completion and Profile Strength cards. Both reads watch the cache: a saved section
 * (or an evaluated resume) evicts them, and they refetch by themselves; Apollo keeps the old
 * figures on screen until the new ones arrive, and keeps them when that refetch fails.
 */

import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { useEffect } from "react";
import { ProfileStrengthDocument, StudentProgressDocument } from "../../graphql/generated";
import { useToast } from "../../shared/ui/toastContext";
import { cardElementId, firstIncompleteCard } from "./cards/cardFormat";
import { CardFailure, CardSkeleton, ProfileCard } from "./cards/ProfileCard";
import { CompletionCard, LevelCard } from "./cards/ProgressCards";
import { StrengthCard } from "./cards/StrengthCard";
import { PROFILE_PAGE_MESSAGES } from "./profileMessages";

export interface ProgressAreaProps {
  profile: StudentProfile | null;
}

/**
 * A watched read of the student: what to show, whether it failed with nothing to show (then it
 * is toasted, once per failure; a failed refetch behind shown figures is not), and a retry.
 */
function useStudentRead<TData>(
  query: TypedDocumentNode<TData, Record<string, never>>,
  failedMessage: string,
  fetchPolicy: "cache-first" | "cache-and-network" = "cache-first",
) {
  const toast = useToast();
  const { data, error, refetch } = useQuery(query, { fetchPolicy });
  const failure = data === undefined ? error : undefined;
  useEffect(() => {
    if (failure) toast.error(failedMessage);
  }, [failure, failedMessage, toast]);
  // A failed retry shows as the failure again; nothing else to do with its rejection.
  const retry = () => void refetch().catch(() => {});
  return { shown: data, failed: failure !== undefined, retry };
}

function scrollToCard(profile: StudentProfile) {
  const card = firstIncompleteCard(profile);
  if (!card) return;
  const element = document.getElementById(cardElementId(card));
  element?.scrollIntoView({ behavior: "smooth", block: "start" });
  // Keyboard and screen-reader users continue from the card, not from the button.
  element?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

export function ProgressArea({ profile }: ProgressAreaProps) {
  const progress = useStudentRead(
    StudentProgressDocument,
    PROFILE_PAGE_MESSAGES.fetchProgressFailed,
  );
  // The resume score in it can change with no request of ours (an evaluation that outlasted the
  // upload's wait lands in the worker), so each visit asks again, showing the cached one meanwhile.
  const strength = useStudentRead(
    ProfileStrengthDocument,
    M.fetchStrengthFailed,
    "cache-and-network",
  );
  const shownProgress = progress.shown?.studentProgress;
  const shownStrength = strength.shown?.studentProfileStrength;
  const incomplete = profile !== null && firstIncompleteCard(profile) !== null;

  return (
    <>
      {shownProgress ? (
        <>
          <LevelCard progress={shownProgress} />
          <CompletionCard
            progress={shownProgress}
            onFillMissing={incomplete && profile ? () => scrollToCard(profile) : null}
          />
        </>
      ) : (
        <ProfileCard id="profile-progress" title="Level" wide>
          {progress.failed ? (
            <CardFailure
              message={PROFILE_PAGE_MESSAGES.fetchProgressFailed}
              retryLabel="Retry loading progress"
              onRetry={progress.retry}
            />
          ) : (
            <CardSkeleton label="Loading progress" />
          )}
        </ProfileCard>
      )}
      {shownStrength ? (
        <StrengthCard strength={shownStrength} />
      ) : (
        <ProfileCard id="profile-strength" title="Profile Strength" wide>
          {strength.failed ? (
            <CardFailure
              message={M.fetchStrengthFailed}
              retryLabel="Retry loading profile strength"
              onRetry={strength.retry}
            />
          ) : (
            <CardSkeleton label="Loading profile strength" />
          )}
        </ProfileCard>
      )}
    </>
  );
}
