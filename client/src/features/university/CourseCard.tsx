/**
 * One course on the details page: its known figures, each with its source (IPEDS graduates with
 * their trend, tuition and fees), the figures checked against a source, the deadlines where any
 * are known, and one line naming what it does not publish with a link to the university's own
 * pages; logged in, also the student's chance, a '+' to shortlist it and "Suggest a correction".
 */
import type { DeadlineAudience } from "@gradplan/schema";
import { useId, useState } from "react";
import styled from "styled-components";
import { SourcedFigures, SuggestCorrection } from "../corrections";
import { GraduatesTrend, NotKnownLine, Provenance, SourceLink } from "../programs";
import { AddToShortlistButton } from "../shortlist";
import { AdmitChance } from "./AdmitChance";
import { CourseDeadlines } from "./CourseDeadlines";
import { hasDeadlines, type KnownFigure, knownFigures, unknownOf } from "./courseFigures";
import { formatAdmitChance } from "./courseFormat";
import type { CourseView } from "./universityCourses.machine";

export interface CourseCardProps {
  view: CourseView;
  /** Null when logged out: no chance and no '+'. */
  studentId: string | null;
  audiences: readonly DeadlineAudience[];
}

export function CourseCard({
  view: { course, assessment },
  studentId,
  audiences,
}: CourseCardProps) {
  const headingId = useId();
  const bodyId = useId();
  // Folded, a course is its name, chance and category (issue 32: every course open made a
  // university's page 19,500 to 26,000 px tall on a phone).
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h3>
          <Toggle aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? "▾" : "▸"}</span>
            <span>
              <span id={headingId}>{course.course_name}</span>
              {assessment ? <Summary>{formatAdmitChance(assessment)}</Summary> : null}
            </span>
          </Toggle>
        </h3>
        {studentId !== null ? (
          <AddToShortlistButton courseId={course.course_id} courseName={course.course_name} />
        ) : null}
      </Header>
      <div id={bodyId} hidden={!open}>
        {/* "Last verified ..." with its source, for a row someone checked against its page. */}
        <CourseProvenance
          verifiedAt={course.verified_at}
          sourceUrl={course.source_url}
          subject={course.course_name}
        />
        {assessment ? <AdmitChance assessment={assessment} /> : null}
        <Figures>
          {knownFigures(course).map((figure) => (
            <Figure key={figure.key} figure={figure} course={course} />
          ))}
        </Figures>
        {hasDeadlines(course, audiences) ? (
          <>
            <h4>Application deadlines</h4>
            <CourseDeadlines course={course} audiences={audiences} />
          </>
        ) : null}
        <SourcedFigures figures={course.sourced_figures} courseName={course.course_name} />
        <NotKnownLine
          unknown={unknownOf(course, audiences)}
          pages={{
            universityName: course.university_name,
            applicationUrl: course.application_url,
            website: course.website,
          }}
        />
        {studentId !== null ? (
          <Footer>
            <SuggestCorrection
              course={{
                courseId: course.course_id,
                courseName: course.course_name,
                universityName: course.university_name,
              }}
              applicants={audiences.length === 1 ? audiences[0] : undefined}
            />
          </Footer>
        ) : null}
      </div>
    </Card>
  );
}

function Figure({ figure, course }: { figure: KnownFigure; course: CourseView["course"] }) {
  return (
    <div>
      <dt>{figure.term}</dt>
      <dd>
        <Value $strong={figure.key !== "tuition"}>{figure.value}</Value>
        {figure.key === "graduates" ? <GraduatesTrend graduates={course.graduates} /> : null}
        {figure.source ? (
          <SourceLink
            label={figure.source.label}
            url={figure.source.url}
            description={figure.source.description}
            subject={`${figure.term}, ${course.course_name}`}
          />
        ) : null}
        {figure.note ? <Note>{figure.note}</Note> : null}
      </dd>
    </div>
  );
}

const Card = styled.article`
  margin-top: 0.75rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h4 { margin: 1rem 0 0.5rem; font-size: 1rem; }

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    padding: 0.75rem 1rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;

  h3 { flex: 1; margin: 0; font-size: 1.25rem; }
`;

/** The course's disclosure: the whole title row is the button (Enter and Space too). */
const Toggle = styled.button`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Summary = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Footer = styled.div`
  margin-top: 0.75rem;
  display: flex;
  justify-content: flex-end;
`;

const CourseProvenance = styled(Provenance)`
  margin-top: 0.375rem;
`;

/** One figure a line, its term first: a phone reads a program in a few lines. */
const Figures = styled.dl`
  display: grid;
  gap: 0.375rem;
  margin: 0.75rem 0 0;

  > div { overflow-wrap: anywhere; }
  dt {
    display: inline;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
    &::after { content: ": "; }
  }
  dd { display: inline; margin: 0; }
  dd > * + * { margin-left: 0.5rem; }
`;

const Value = styled.span<{ $strong: boolean }>`
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;
