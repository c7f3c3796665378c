/**
 * One shortlisted course: university, course and degree code, the student's category and chance,
 * the status (changeable), the deadlines and the student's own one, the status history, where
 * the figures come from, and the remove button (which asks first). A program the catalogue no
 * longer lists says so.
 */
import { useId } from "react";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { ChancesLine, FIGURE_TEXT, Provenance } from "../programs";
import { CourseDeadlines } from "./CourseDeadlines";
import { OwnDeadline } from "./OwnDeadline";
import { Card, CardFoot, CardTop, CourseLine, Degree, Muted } from "./ShortlistPage.styles";
import { StatusHistory } from "./StatusHistory";
import { StatusSelect } from "./StatusSelect";
import { removeLabel, SHORTLIST_TEXT } from "./shortlistPageText";
import type { ShortlistCourse } from "./shortlistView";

export interface ShortlistCardProps {
  studentId: string;
  course: ShortlistCourse;
  today: string;
  onRemove: (course: ShortlistCourse) => void;
}

export function ShortlistCard({ studentId, course, today, onRemove }: ShortlistCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTop>
        <div>
          <h3 id={headingId}>{course.university_name}</h3>
          <CourseLine>
            {course.course_name} <Degree>· {course.degree_code}</Degree>
          </CourseLine>
        </div>
        <RemoveButton
          $variant="secondary"
          aria-label={removeLabel(course)}
          onClick={() => onRemove(course)}
        >
          {SHORTLIST_TEXT.remove}
        </RemoveButton>
      </CardTop>
      {course.retired ? <Retired role="note">{FIGURE_TEXT.noLongerInCatalogue}</Retired> : null}
      {course.category === null ? (
        <Muted>{SHORTLIST_TEXT.notCalculated}</Muted>
      ) : (
        <ChancesLine
          category={course.category}
          admitChances={course.admitChances}
          admitRange={course.admitRange}
          selectivityKnown={course.selectivityKnown}
          selectivityDecisions={course.selectivityDecisions}
        />
      )}
      <StatusSelect course={course} />
      <CourseDeadlines
        deadlines={course.applicationDeadlines}
        today={today}
        ownDeadline={course.own_deadline}
      />
      {/* Keyed by the stored date: a saved or removed date starts the field from it. */}
      <OwnDeadline key={course.own_deadline ?? "none"} studentId={studentId} course={course} />
      <CardFoot>
        <StatusHistory course={course} />
        <Provenance
          verifiedAt={course.verified_at}
          sourceUrl={course.source_url}
          subject={`${course.course_name} at ${course.university_name}`}
        />
      </CardFoot>
    </Card>
  );
}

const Retired = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningBackground};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const RemoveButton = styled(Button)`
  flex: none;
  padding: 0.5rem 0.875rem;
  white-space: nowrap;
`;
