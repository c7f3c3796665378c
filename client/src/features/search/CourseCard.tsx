/**
 * One search result (spec 2 "University search page"): where, what, the facts, the program's
 * gauges and, logged in, the student's category, chances, preference match and the '+'.
 */
import type { SearchResultCourse } from "@gradplan/schema";
import { useId } from "react";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { universityDetailsUrl } from "../university/universityDetailsUrl";
import { ChancesLine } from "./ChancesLine";
import {
  Card,
  CardTop,
  CourseName,
  Facts,
  Gauges,
  NewTabLink,
  Place,
  PlusButton,
} from "./CourseCard.styles";
import { ScoreGauge } from "./ScoreGauge";
import { addToShortlistLabel, SEARCH_TEXT } from "./searchText";

export interface CourseCardProps {
  course: SearchResultCourse;
  loggedIn: boolean;
  /** TOEFL by default; IELTS when the student filtered by IELTS bands. */
  englishTest: "TOEFL" | "IELTS";
  onAdd: (courseId: number) => void;
  adding: boolean;
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

export function CourseCard({ course, loggedIn, englishTest, onAdd, adding }: CourseCardProps) {
  const newTabId = useId();
  const english =
    englishTest === "IELTS"
      ? { label: "IELTS", value: course.english_scores.ielts.overall_band, max: 9 }
      : { label: "TOEFL", value: course.english_scores.toefl.total_score, max: 120 };
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
        {loggedIn ? (
          <PlusButton
            aria-label={addToShortlistLabel(course.course_name, course.university_name)}
            disabled={adding}
            onClick={() => onAdd(course.course_id)}
          >
            <span aria-hidden="true">+</span>
          </PlusButton>
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
          <dd>{usd.format(course.tuition)}</dd>
        </div>
        {loggedIn && course.preference_match !== undefined ? (
          <div>
            <dt>Preference match</dt>
            <dd>{percent(course.preference_match)}</dd>
          </div>
        ) : null}
      </Facts>
      <Gauges>
        <ScoreGauge {...english} />
        <ScoreGauge label="GRE" value={course.gre_avg} max={340} />
        <ScoreGauge label="GPA" value={course.gpa_avg} max={4} />
      </Gauges>
      {loggedIn ? (
        <ChancesLine
          category={course.category}
          admitChances={course.admitChances}
          admitRange={course.admitRange}
        />
      ) : null}
      <NewTabLink href={detailsUrl} target="_blank" rel="noopener" aria-describedby={newTabId}>
        {SEARCH_TEXT.checkAcceptance}
      </NewTabLink>
      <VisuallyHidden id={newTabId}>(opens in a new tab)</VisuallyHidden>
    </Card>
  );
}
