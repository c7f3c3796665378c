/** The Conferences, Journals and Extra-Curricular cards: lists, or 'No data available.' when empty. */
import type { ExtracurricularActivity, StudentProfile } from "@gradplan/schema";
import { PROFILE_PAGE_MESSAGES } from "../profileMessages";
import { EDIT_BUTTON_NAMES } from "../sectionLabels";
import { cardElementId, collapseOthers } from "./cardFormat";
import { CardList, Muted, ProfileCard } from "./ProfileCard";

interface DataCardProps {
  profile: StudentProfile;
  onEdit: () => void;
}

function Items({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Muted>{PROFILE_PAGE_MESSAGES.noData}</Muted>;
  return (
    <CardList>
      {items.map((item, index) => (
        // A stored list may repeat a name; the position keeps the keys apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: display-only, never reordered.
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </CardList>
  );
}

export function ConferencesCard({ profile, onEdit }: DataCardProps) {
  return (
    <ProfileCard
      id={cardElementId("conferences")}
      title="Conferences"
      editLabel={EDIT_BUTTON_NAMES.conferences}
      onEdit={onEdit}
    >
      <Items items={collapseOthers(profile.studentStats.conferences)} />
    </ProfileCard>
  );
}

export function JournalsCard({ profile, onEdit }: DataCardProps) {
  return (
    <ProfileCard
      id={cardElementId("journals")}
      title="Journals"
      editLabel={EDIT_BUTTON_NAMES.research}
      onEdit={onEdit}
    >
      <Items items={collapseOthers(profile.studentStats.research_papers)} />
    </ProfileCard>
  );
}

/** "Competitions/Hackathons — Winner/Top 3": the type, then the role or the achievement. */
export function activityText(a: ExtracurricularActivity): string {
  const detail = a.role ?? a.achievement;
  return detail ? `${a.activityType} — ${detail}` : a.activityType;
}

export function ExtracurricularCard({ profile, onEdit }: DataCardProps) {
  const activities = profile.studentStats.extracurricular_activities ?? [];
  return (
    <ProfileCard
      id={cardElementId("extracurricular")}
      title="Extra-Curricular"
      editLabel={EDIT_BUTTON_NAMES.extracurricular}
      onEdit={onEdit}
    >
      {activities.length === 0 ? (
        <Muted>{PROFILE_PAGE_MESSAGES.noData}</Muted>
      ) : (
        <CardList>
          {activities.map((activity, index) => (
            // Two identical activities are possible: the position keeps their keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: display-only, never reordered.
            <li key={index}>{activityText(activity)}</li>
          ))}
        </CardList>
      )}
    </ProfileCard>
  );
}
