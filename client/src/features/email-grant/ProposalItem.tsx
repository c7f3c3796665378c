/**
 * One decision found in an email: what it looks like ("…: looks like Accepted on 12 March.
 * Update status?"), the sentence that says it and where it came from, the course to pick when
 * the email did not name one of several shortlisted there, and Accept and Dismiss. Interview
 * and information requests set no status: they are read and dismissed.
 */
import { useId, useState } from "react";
import type { EmailProposalsQuery } from "../../graphql/generated";
import { Button } from "../../shared/ui/Button";
import { Actions } from "./EmailGrant.styles";
import { CoursePick, Item, Meta, Quote } from "./EmailProposals.styles";
import { proposalLine, PROPOSALS_TEXT as T } from "./proposalsText";

export type Proposal = EmailProposalsQuery["emailProposals"][number];

/** A shortlisted course, as the proposal needs it (the shortlist's answer). */
export interface ProposalCourse {
  course_id: number;
  course_name: string;
  university_id: number;
  university_name: string;
}

export interface ProposalItemProps {
  proposal: Proposal;
  /** The student's shortlisted courses at the proposal's university. */
  courses: ProposalCourse[];
  /** This proposal is being answered. */
  busy: boolean;
  /** Another one is: one answer at a time. */
  disabled: boolean;
  onAccept: (course: ProposalCourse) => void;
  onDismiss: () => void;
}

export function ProposalItem({
  proposal,
  courses,
  busy,
  disabled,
  onAccept,
  onDismiss,
}: ProposalItemProps) {
  const lineId = useId();
  const pickId = useId();
  const named = courses.find((c) => c.course_id === proposal.courseId);
  // The student's pick, else the course the email named, else the only one there (the shortlist
  // may arrive after the proposal: derived at each render, never frozen at the first).
  const [picked, setPicked] = useState<number | null>(null);
  const course =
    courses.find((c) => c.course_id === picked) ??
    named ??
    (courses.length === 1 ? (courses[0] ?? null) : null);
  const status = proposal.proposedStatus;
  const askCourse = status !== null && !named && courses.length > 1;
  const line = proposalLine({
    universityName: proposal.universityName,
    courseName:
      named?.course_name ??
      proposal.courseName ??
      (askCourse ? null : (course?.course_name ?? null)),
    decision: proposal.decision,
    receivedAt: String(proposal.receivedAt),
    proposedStatus: status,
  });
  return (
    <Item aria-labelledby={lineId} aria-busy={busy || undefined}>
      <p id={lineId}>
        <strong>{line}</strong>
      </p>
      {proposal.sentence ? <Quote>“{proposal.sentence}”</Quote> : null}
      <Meta>
        {proposal.source === "pasted"
          ? T.fromPasted
          : `From ${proposal.sender}: “${proposal.subject}”`}
      </Meta>
      {askCourse ? (
        <CoursePick>
          <label htmlFor={pickId}>{T.whichCourse}</label>
          <select
            id={pickId}
            value={course?.course_id ?? ""}
            onChange={(event) => setPicked(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{T.chooseCourse}</option>
            {courses.map((c) => (
              <option key={c.course_id} value={c.course_id}>
                {c.course_name}
              </option>
            ))}
          </select>
        </CoursePick>
      ) : null}
      {status !== null && courses.length === 0 ? <Meta>{T.notShortlisted}</Meta> : null}
      <Actions>
        {status !== null ? (
          <Button
            aria-label={acceptLabel(status, course)}
            disabled={disabled || busy || course === null}
            onClick={() => course && onAccept(course)}
          >
            {busy ? T.working : T.accept}
          </Button>
        ) : null}
        <Button
          $variant="secondary"
          aria-describedby={lineId}
          disabled={disabled || busy}
          onClick={onDismiss}
        >
          {T.dismiss}
        </Button>
      </Actions>
    </Item>
  );
}

/** "Accept: set MS Computer Science at Carnegie Mellon University to Accepted". */
function acceptLabel(status: string, course: ProposalCourse | null): string {
  return course
    ? `${T.accept}: set ${course.course_name} at ${course.university_name} to ${status}`
    : `${T.accept}: ${T.whichCourse}`;
}
