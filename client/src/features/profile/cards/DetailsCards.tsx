/** The Student Details and Application Details cards (spec 1 section 2). */
import type { StudentProfile } from "@gradplan/schema";
import { EDIT_BUTTON_NAMES } from "../sectionLabels";
import { cardElementId, formatDate, orNA } from "./cardFormat";
import { Facts, ProfileCard } from "./ProfileCard";

interface DataCardProps {
  profile: StudentProfile;
  onEdit: () => void;
}

export function StudentDetailsCard({ profile, onEdit }: DataCardProps) {
  const info = profile.studentInfo;
  return (
    <ProfileCard
      id={cardElementId("student-details")}
      title="Student Details"
      editLabel={EDIT_BUTTON_NAMES.personal}
      onEdit={onEdit}
    >
      <Facts>
        <dt>Full name</dt>
        <dd>{orNA(`${info.firstname ?? ""} ${info.lastname ?? ""}`)}</dd>
        <dt>Date of birth</dt>
        <dd>{formatDate(info.dob)}</dd>
        <dt>University</dt>
        <dd>{orNA(info.undergrad_university)}</dd>
      </Facts>
    </ProfileCard>
  );
}

export function ApplicationDetailsCard({ profile, onEdit }: DataCardProps) {
  const { studentInfo: info, studentStats: stats } = profile;
  return (
    <ProfileCard
      id={cardElementId("application-details")}
      title="Application Details"
      editLabel={EDIT_BUTTON_NAMES.academic}
      onEdit={onEdit}
    >
      <Facts>
        <dt>Student category</dt>
        <dd>{orNA(info.category)}</dd>
        <dt>Degree</dt>
        <dd>{orNA(stats.degree)}</dd>
        <dt>Program</dt>
        <dd>{orNA(stats.program)}</dd>
        <dt>Specializations</dt>
        <dd>{orNA(stats.course_names?.join(", "))}</dd>
        <dt>Applying semester</dt>
        <dd>{orNA(stats.applying_semester)}</dd>
      </Facts>
    </ProfileCard>
  );
}
