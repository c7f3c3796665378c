/**
 * One search result (spec 2 "University search page"): where, what, the facts (the program's own
 * acceptance rate, "Not known" until a source gives it; the course fee with its IPEDS source;
 * the Master's it awarded), the program's gauges and, logged in, the student's category,
 * chances, preference match and the '+'.
 */
import { useId } from "react";
import { formatCount, formatUsd } from "../../shared/format/enUs";
import { universityDetailsUrl } from "../../shared/links/universityDetailsUrl";
import { useSession } from "../../shared/session/useSession";
import { knownOr } from "../../shared/ui/notKnown";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { ChancesLine, FIGURE_TEXT, SourceLink } from "../programs";
import { AddToShortlistButton } from "../shortlist";
import {
  Card,
  CardTop,
  CourseName,
  Facts,
  FeeSource,
  NewTabLink,
  Place,
} from "./CourseCard.styles";
import { PreferenceMatch } from "./PreferenceMatch";
import { ScoreGauges } from "./ScoreGauge";
import type { SearchCard } from "./searchApi";
import { percent, SEARCH_TEXT } from "./searchText";

export interface CourseCardProps {
  course: SearchCard;
  /** Null for visitors: no chances, no preference match and no '+'. */
  studentId: string | null;
  /** TOEFL by default; IELTS when the student filtered by IELTS bands. */
  englishTest: "TOEFL" | "IELTS";
}

export function CourseCard({ course, studentId, englishTest }: CourseCardProps) {
  const newTabId = useId();
  const loggedIn = studentId !== null;
  const english =
    englishTest === "IELTS"
      ? { label: "IELTS", value: course.english_scores.ielts.overall_band, max: 9 }
      : { label: "TOEFL", value: course.english_scores.toefl.total_score, max: 120 };
  const fee = FIGURE_TEXT.tuitionSource;
  const { user } = useSession();
  // The student's category chooses the fee: a domestic student sees the in-state one where the
  // university charges it (their own state's public university), everyone else out of state.
  const inState =
    user?.category === "Domestic Student" &&
    course.tuition_in_state !== null &&
    course.tuition_in_state !== course.tuition;
  const tuition = inState ? course.tuition_in_state : course.tuition;
  const detailsUrl = universityDetailsUrl({
    universityId: course.university_id,
    universityName: course.university_name,
  });

  return (
    <Card>
      <CardTop>
        <div>
          <h3>{course.university_name}</h3>
          <Place>
            {course.city}, {course.state}, USA
          </Place>
        </div>
        {studentId !== null ? (
          <AddToShortlistButton
            courseId={course.course_id}
            courseName={course.course_name}
            universityName={course.university_name}
          />
        ) : null}
      </CardTop>
      <CourseName>{course.course_name}</CourseName>
      <Facts>
        <div>
          <dt>Type</dt>
          <dd>{course.university_type}</dd>
        </div>
        <div>
          <dt>Acceptance rate</dt>
          <dd>{percent(course.overall_acceptance_rate)}</dd>
        </div>
        <div>
          <dt>Course fee</dt>
          <dd>
            {knownOr(tuition, formatUsd)}
            {tuition === null ? null : (
              <FeeSource>
                {inState ? FIGURE_TEXT.inState : FIGURE_TEXT.outOfState} ·{" "}
                <SourceLink
                  label={fee.label}
                  url={fee.url}
                  description={fee.description}
                  subject={`the course fee of ${course.course_name}, ${course.university_name}`}
                />
              </FeeSource>
            )}
          </dd>
        </div>
        <div>
          <dt>{FIGURE_TEXT.graduatesShort}</dt>
          <dd>{knownOr(course.graduates_latest, formatCount)}</dd>
        </div>
        {studentId !== null && course.preference_match !== null ? (
          <PreferenceMatch match={course.preference_match} />
        ) : null}
      </Facts>
      <ScoreGauges
        gauges={[
          { ...english, figure: "minimum" },
          { label: "GRE", value: course.gre_avg, max: 340, figure: "average" },
          { label: "GPA", value: course.gpa_avg, max: 4, figure: "average" },
        ]}
      />
      {loggedIn ? (
        <ChancesLine
          category={course.category}
          admitChances={course.admitChances}
          admitRange={course.admitRange}
          selectivityKnown={course.selectivityKnown}
          selectivityDecisions={course.selectivityDecisions}
        />
      ) : null}
      <NewTabLink href={detailsUrl} target="_blank" rel="noopener" aria-describedby={newTabId}>
        {SEARCH_TEXT.checkAcceptance}
      </NewTabLink>
      <VisuallyHidden id={newTabId}>(opens in a new tab)</VisuallyHidden>
    </Card>
  );
}
