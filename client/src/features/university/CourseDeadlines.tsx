/** A course's application deadlines per semester, one table per audience shown. */
import { type DeadlineAudience, semesterDeadlines } from "@gradplan/schema";
import styled from "styled-components";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import type { CourseDetails } from "./courseApi";
import { formatDeadlineDate } from "./courseFormat";

export const AUDIENCE_CAPTION: Record<DeadlineAudience, string> = {
  international: "International students",
  domestic: "Domestic students",
};

export interface CourseDeadlinesProps {
  course: CourseDetails;
  audiences: readonly DeadlineAudience[];
}

export function CourseDeadlines({ course, audiences }: CourseDeadlinesProps) {
  return (
    <>
      {audiences.map((audience) => {
        const rows = semesterDeadlines(course.deadlines, audience);
        return (
          <Table key={audience}>
            <caption>{AUDIENCE_CAPTION[audience]}</caption>
            <thead>
              <tr>
                <th scope="col">Semester</th>
                <th scope="col">Early</th>
                <th scope="col">Priority</th>
                <th scope="col">Regular</th>
                <th scope="col">Rolling</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.semester}>
                  <th scope="row">{row.semester}</th>
                  <td>
                    <DateCell iso={row.early} />
                  </td>
                  <td>
                    <DateCell iso={row.priority} />
                  </td>
                  <td>
                    <DateCell iso={row.regular} />
                  </td>
                  <td>{row.rolling ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        );
      })}
    </>
  );
}

function DateCell({ iso }: { iso: string | null }) {
  if (iso) return <>{formatDeadlineDate(iso)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>None</VisuallyHidden>
    </>
  );
}

const Table = styled.table`
  width: 100%;
  margin-bottom: 0.75rem;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
  th, td {
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }

  /* Five columns of dates fit a phone only a little tighter. */
  @media (max-width: 30rem) {
    font-size: 0.8125rem;
    th, td { padding: 0.3125rem 0.25rem; }
    thead th { font-size: 0.75rem; }
  }
`;
