/** The Academic Scores and Work Experience cards. */
import type { StudentProfile } from "@gradplan/schema";
import { PROFILE_PAGE_MESSAGES } from "../profileMessages";
import { EDIT_BUTTON_NAMES } from "../sectionLabels";
import { cardElementId, formatMonths, orNA } from "./cardFormat";
import { Facts, Muted, ProfileCard } from "./ProfileCard";

interface DataCardProps {
  profile: StudentProfile;
  onEdit: () => void;
}

function englishRow(profile: StudentProfile): { label: string; value: string } {
  const scores = profile.studentStats.english_scores;
  if (scores && "toefl" in scores)
    return { label: "TOEFL total", value: orNA(scores.toefl.total_score) };
  if (scores && "ielts" in scores) {
    return { label: "IELTS overall band", value: orNA(scores.ielts.overall_band) };
  }
  return { label: "TOEFL / IELTS", value: orNA(null) };
}

function gpaText({ gpa, gpa_ten_scale: ten }: StudentProfile["studentStats"]): string {
  if (gpa === null) return orNA(null);
  return ten === null ? `${gpa} / 4` : `${ten} / 10 (${gpa} / 4)`;
}

export function AcademicScoresCard({ profile, onEdit }: DataCardProps) {
  const stats = profile.studentStats;
  const english = englishRow(profile);
  return (
    <ProfileCard
      id={cardElementId("academic-scores")}
      title="Academic Scores"
      editLabel={EDIT_BUTTON_NAMES.tests}
      onEdit={onEdit}
    >
      <Facts>
        <dt>GPA</dt>
        <dd>{gpaText(stats)}</dd>
        <dt>GRE total</dt>
        <dd>{orNA(stats.gre?.total)}</dd>
        <dt>{english.label}</dt>
        <dd>{english.value}</dd>
      </Facts>
    </ProfileCard>
  );
}

export function WorkExperienceCard({ profile, onEdit }: DataCardProps) {
  const work = profile.studentStats.work_ex;
  return (
    <ProfileCard
      id={cardElementId("work-experience")}
      title="Work Experience"
      editLabel={EDIT_BUTTON_NAMES.work}
      onEdit={onEdit}
    >
      <Facts>
        <dt>Internship</dt>
        <dd>{formatMonths(work?.internship)}</dd>
        <dt>Full-time</dt>
        <dd>{formatMonths(work?.full)}</dd>
      </Facts>
      <Muted>Company name — {PROFILE_PAGE_MESSAGES.comingSoon}</Muted>
    </ProfileCard>
  );
}
