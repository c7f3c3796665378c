/**
 * One course on the details page: where its figures come from, its figures, requirements and
 * deadlines, and the figures checked against a source; logged in, also the student's chance with
 * its reasons, a '+' to shortlist it and "Suggest a correction".
 */
import type { DeadlineAudience } from "@gradplan/schema";
import { useId } from "react";
import styled from "styled-components";
import { knownOr, NOT_KNOWN } from "../../shared/ui/notKnown";
import { SourcedFigures } from "../corrections/SourcedFigures";
import { SuggestCorrection } from "../corrections/SuggestCorrection";
import { Provenance } from "../programs/Provenance";
import { AddToShortlistButton } from "../shortlist/AddToShortlistButton";
import { AdmitChance } from "./AdmitChance";
import { CourseDeadlines } from "./CourseDeadlines";
import { formatDuration, formatGpa, formatGre, formatIelts, formatRank } from "./courseFormat";
import type { CourseView } from "./universityCourses.machine";
import { formatAcceptanceRate, formatTuition } from "./universityFormat";

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
  const overview: [string, string][] = [
    ["Degree", course.degree],
    ["Tuition", formatTuition(course.tuition)],
    ["Duration", formatDuration(course.course_duration)],
    ["Course rank", formatRank(course.course_ranking)],
    ["Network building", course.network_building ?? NOT_KNOWN],
    ["Acceptance rate", formatAcceptanceRate(course.overall_acceptance_rate)],
  ];
  const requirements: [string, string][] = [
    ["TOEFL minimum", knownOr(course.english_scores.toefl.total_score, String)],
    ["IELTS minimum", formatIelts(course.english_scores.ielts.overall_band)],
    ["GRE average", formatGre(course.gre_avg)],
    ["GRE (international students)", course.gre_required?.international ?? NOT_KNOWN],
    ["GRE (domestic students)", course.gre_required?.domestic ?? NOT_KNOWN],
    ["GPA average", formatGpa(course.gpa_avg)],
    ["GPA minimum", formatGpa(course.gpa_min)],
  ];
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId}>{course.course_name}</h3>
        {studentId !== null ? (
          <AddToShortlistButton
            courseId={course.course_id}
            courseName={course.course_name}
            studentId={studentId}
          />
        ) : null}
      </Header>
      {/* Before any figure: "Last verified ..." with its source, or that it is sample data. */}
      <CourseProvenance
        verifiedAt={course.verified_at}
        sourceUrl={course.source_url}
        subject={course.course_name}
      />
      {assessment ? <AdmitChance assessment={assessment} /> : null}
      <Terms items={overview} />
      <h4>Requirements</h4>
      <Terms items={requirements} />
      <h4>Application deadlines</h4>
      <CourseDeadlines course={course} audiences={audiences} />
      <SourcedFigures figures={course.sourced_figures} courseName={course.course_name} />
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
    </Card>
  );
}

function Terms({ items }: { items: [string, string][] }) {
  return (
    <TermList>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </TermList>
  );
}

const Card = styled.article`
  margin-top: 1.25rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h4 { margin: 1rem 0 0.5rem; font-size: 1rem; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;

  h3 { margin: 0; font-size: 1.25rem; }
`;

const Footer = styled.div`
  margin-top: 1rem;
  display: flex;
  justify-content: flex-end;
`;

const CourseProvenance = styled(Provenance)`
  margin-top: 0.375rem;
`;

const TermList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 0.5rem 1rem;
  margin: 0.75rem 0 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
