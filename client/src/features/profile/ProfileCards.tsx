/** The cards that show the stored profile, each with its edit button, or their loading and failed states. */
import { PROFILE_MESSAGES as M, type StudentProfile } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { ApplicationDetailsCard, StudentDetailsCard } from "./cards/DetailsCards";
import { ConferencesCard, ExtracurricularCard, JournalsCard } from "./cards/ListCards";
import { CardFailure, CardSkeleton, ProfileCard } from "./cards/ProfileCard";
import { AcademicScoresCard, WorkExperienceCard } from "./cards/ScoresCards";
import type { ProfileSection } from "./editDraft";
import type { ProfileDataMachine } from "./profileData.machine";
import type { ProfileEditMachine } from "./profileEdit.machine";

type CardComponent = (props: { profile: StudentProfile; onEdit: () => void }) => ReactNode;

/** Page order; "details" sit above the progress cards, "records" below them. */
const GROUPS: Record<"details" | "records", readonly [CardComponent, ProfileSection, string][]> = {
  details: [
    [StudentDetailsCard, "personal", "Student Details"],
    [ApplicationDetailsCard, "academic", "Application Details"],
  ],
  records: [
    [AcademicScoresCard, "tests", "Academic Scores"],
    [WorkExperienceCard, "work", "Work Experience"],
    [ConferencesCard, "conferences", "Conferences"],
    [JournalsCard, "research", "Journals"],
    [ExtracurricularCard, "extracurricular", "Extra-Curricular"],
  ],
};

export interface ProfileCardsProps {
  group: keyof typeof GROUPS;
  data: ActorRefFrom<ProfileDataMachine>;
  edit: ActorRefFrom<ProfileEditMachine>;
}

export function ProfileCards({ group, data, edit }: ProfileCardsProps) {
  const profile = useSelector(data, (state) => state.context.profile);
  const failed = useSelector(data, (state) => state.matches("failed"));
  const cards = GROUPS[group];

  if (failed) {
    // One message and one retry for all the profile's cards, shown where the first would be.
    if (group !== "details") return null;
    return (
      <ProfileCard id="profile-details" title="Student Details" wide>
        <CardFailure
          message={M.fetchInfoFailed}
          retryLabel="Retry loading profile"
          onRetry={() => data.send({ type: "data.retry" })}
        />
      </ProfileCard>
    );
  }
  if (!profile) {
    return cards.map(([, section, title]) => (
      <ProfileCard key={section} id={`profile-${section}-loading`} title={title}>
        <CardSkeleton label={`Loading ${title.toLowerCase()}`} />
      </ProfileCard>
    ));
  }
  return cards.map(([Card, section]) => (
    <Card
      key={section}
      profile={profile}
      onEdit={() => edit.send({ type: "edit.open", section, profile })}
    />
  ));
}
