/**
 * The comparison as a real table: one column per compared course (each with its remove button),
 * the logged-in student's own figures in a "Your profile" column, and a last column to add more.
 * The last row links where each program's figures come from: the IPEDS surveys, a row checked
 * against the program's page, the figures accepted from corrections.
 */
import { Fragment, type RefObject, useEffect, useRef } from "react";
import styled from "styled-components";
import { IconButton } from "../../shared/ui/Button";
import { VisuallyHidden } from "../../shared/ui/VisuallyHidden";
import { SourcedFigures } from "../corrections";
import { Provenance, SOURCED_FIGURE_NAMES, SourceLink } from "../programs";
import type { CourseDetails } from "../university";
import { CompareChance } from "./CompareChance";
import type { ChancesByCourse, StudentFigures } from "./compareApi";
import { ADMIT_CHANCES_ROW, COMPARE_ROWS, PROVENANCE_ROW, STUDENT_COLUMN } from "./compareRows";

export interface CompareTableProps {
  courses: readonly CourseDetails[];
  /** Logged in only; null while the student's figures load or when they could not. */
  student: StudentFigures | null;
  loggedIn: boolean;
  chances: ChancesByCourse;
  /** The student's figures or chances are still loading. */
  studentLoading: boolean;
  onRemove: (courseId: number) => void;
  onAddAnother: () => void;
}

export const TABLE_CAPTION = "Course comparison";
export const ADD_ANOTHER_LABEL = "Add another university";

export const removeLabel = (course: CourseDetails) =>
  `Remove ${course.course_name} at ${course.university_name}`;

export function CompareTable(props: CompareTableProps) {
  const { courses, student, loggedIn, chances, studentLoading } = props;
  const pending = studentLoading ? "Loading…" : "Not available";
  const scrollerRef = useRef<HTMLDivElement>(null);
  useAddedColumnInView(scrollerRef, courses.length);
  // Every column but the labels': the student's, the courses', the +.
  const span = (loggedIn ? 1 : 0) + courses.length + 1;
  return (
    // Focusable, so keyboard users can scroll a table wider than the dialog (axe rule).
    <Scroller ref={scrollerRef} role="region" aria-label={TABLE_CAPTION} tabIndex={0}>
      <Table>
        <VisuallyHidden as="caption">{TABLE_CAPTION}</VisuallyHidden>
        <thead>
          <tr>
            <td />
            {loggedIn ? <th scope="col">{STUDENT_COLUMN}</th> : null}
            {courses.map((course) => (
              <th scope="col" key={course.course_id} data-course>
                <ColumnHead>
                  <span>
                    <strong>{course.course_name}</strong>
                    <br />
                    {course.university_name}
                  </span>
                  <IconButton
                    aria-label={removeLabel(course)}
                    onClick={() => props.onRemove(course.course_id)}
                  >
                    <span aria-hidden="true">×</span>
                  </IconButton>
                </ColumnHead>
              </th>
            ))}
            <th scope="col">
              <AddButton aria-label={ADD_ANOTHER_LABEL} onClick={props.onAddAnother}>
                <span aria-hidden="true">+</span>
              </AddButton>
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <Fragment key={row.label}>
              <LabelAbove span={span}>{row.label}</LabelAbove>
              <tr>
                <th scope="row">{row.label}</th>
                {loggedIn ? (
                  <StudentCell>
                    {!row.student ? <NotApplicable /> : student ? row.student(student) : pending}
                  </StudentCell>
                ) : null}
                {courses.map((course) => (
                  <td key={course.course_id}>
                    {row.program(course).map((line) => (
                      <Line key={line}>{line}</Line>
                    ))}
                  </td>
                ))}
                <td />
              </tr>
            </Fragment>
          ))}
          {loggedIn ? <LabelAbove span={span}>{ADMIT_CHANCES_ROW}</LabelAbove> : null}
          {loggedIn ? (
            <tr>
              <th scope="row">{ADMIT_CHANCES_ROW}</th>
              <StudentCell>
                <NotApplicable />
              </StudentCell>
              {courses.map((course) => (
                <td key={course.course_id}>
                  <CompareChance chance={chances[course.course_id]} pending={pending} />
                </td>
              ))}
              <td />
            </tr>
          ) : null}
          <LabelAbove span={span}>{PROVENANCE_ROW}</LabelAbove>
          <tr>
            <th scope="row">{PROVENANCE_ROW}</th>
            {loggedIn ? (
              <StudentCell>
                <NotApplicable />
              </StudentCell>
            ) : null}
            {courses.map((course) => (
              <td key={course.course_id}>
                <SourceList>
                  {course.sources.map((source) => (
                    <li key={source.figure}>
                      {SOURCED_FIGURE_NAMES[source.figure] ?? source.figure}:{" "}
                      <SourceLink
                        label={source.label}
                        url={source.url}
                        description={source.description}
                        subject={`${source.figure}, ${course.course_name} at ${course.university_name}`}
                      />
                    </li>
                  ))}
                </SourceList>
                <Provenance
                  verifiedAt={course.verified_at}
                  sourceUrl={course.source_url}
                  subject={`${course.course_name} at ${course.university_name}`}
                />
                {/* Figures with their own source (accepted corrections), each dated. */}
                <SourcedFigures
                  figures={course.sourced_figures}
                  courseName={`${course.course_name} at ${course.university_name}`}
                  compact
                />
              </td>
            ))}
            <td />
          </tr>
        </tbody>
      </Table>
    </Scroller>
  );
}

/**
 * A course just added (the last column) scrolls into view beside the row labels: the + that
 * added it sits at the far right, so a narrow table was left showing the end of the row.
 */
function useAddedColumnInView(scrollerRef: RefObject<HTMLDivElement | null>, count: number) {
  const previous = useRef(count);
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    const scroller = scrollerRef.current;
    if (!grew || !scroller) return;
    const labels = scroller.querySelector("thead td")?.getBoundingClientRect();
    const added = [...scroller.querySelectorAll("thead th[data-course]")].at(-1);
    if (!labels || !added) return;
    // On a phone the labels sit above their cells (no column): the course goes to the edge.
    const edge = labels.width > 0 ? labels.right : scroller.getBoundingClientRect().left;
    scroller.scrollLeft += added.getBoundingClientRect().left - edge;
  }, [count, scrollerRef]);
}

/**
 * On a phone, a row's label on a line of its own above its cells, staying at the left while the
 * cells scroll, so it covers none of them (issue 32). Screen readers keep the row's own header.
 */
function LabelAbove({ span, children }: { span: number; children: string }) {
  return (
    <LabelRow aria-hidden="true">
      <td colSpan={span + 1}>
        <span>{children}</span>
      </td>
    </LabelRow>
  );
}

const LabelRow = styled.tr`
  display: none;

  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    display: table-row;

    td {
      padding: 0.5rem 0.75rem 0;
      border-bottom: 0;
      background: ${({ theme }) => theme.colors.surface};
      font-weight: 700;
    }
    /* No wider than the visible box: a sticky label longer than it was pushed back with its
       cell's edge once the table scrolled right, its start cut off; a long one wraps. */
    span {
      display: inline-block;
      position: sticky;
      left: 0.75rem;
      max-width: calc(100cqw - 1.5rem);
    }
  }
`;

/** A dash for sighted readers; screen readers hear words instead of "em dash". */
function NotApplicable() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>Not applicable</VisuallyHidden>
    </>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  margin-top: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }

  /* Its visible width is what a label above the cells may take (100cqw). Only on a phone: the
     dialog sizes to the table on a laptop, and a container's width ignores its content. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    container-type: inline-size;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th { min-width: 10rem; background: ${({ theme }) => theme.colors.surface}; }
  thead th:last-child { min-width: 0; }
  /* The labels column shrinks to its longest label; the courses share the rest. */
  tbody th { width: 1%; white-space: nowrap; color: ${({ theme }) => theme.colors.text}; }
  tbody tr:last-child > * { border-bottom: 0; }

  /* The row labels stay in view while the courses scroll sideways (a phone, or many columns);
     a collapsed border would scroll away, so the edge is a shadow. */
  thead td:first-child,
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead td:first-child { background: ${({ theme }) => theme.colors.surface}; }
  tbody th { background: ${({ theme }) => theme.colors.background}; }

  /* On a phone each row's label is a line above its cells (LabelAbove), so no column of labels
     covers them while they scroll: the row headers stay for screen readers, out of sight. */
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 1px)) {
    thead th { min-width: 9rem; }
    thead td:first-child,
    tbody th {
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;
    }
  }
`;

const ColumnHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.25rem;
  font-weight: 400;

  strong { font-weight: 700; }
`;

const AddButton = styled(IconButton)`
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
`;

const StudentCell = styled.td`
  background: ${({ theme }) => theme.colors.heroBackground};
`;

const SourceList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
`;

const Line = styled.span`
  display: block;
`;
