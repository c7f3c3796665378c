/**
 * After a course's status became a decision (changed on the shortlist, or an email's proposal
 * accepted): a small note offering to share it on /submit-results, with the university, course
 * and decision filled in; dismissible.
 */
import type { ApplicationDecision } from "@gradplan/schema";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { submitResultsLink } from "../../../shared/links/submitResultsLink";
import { SHARE_RESULT_TEXT as T } from "./shareResultText";

/** The application the decision answered, as a shortlisted course names it. */
export interface SharedCourse {
  university_id: number;
  university_name: string;
  course_name: string;
}

export interface ShareResultOfferProps {
  course: SharedCourse;
  decision: ApplicationDecision;
  /** The student's applying semester, the likeliest one they applied for. */
  semester: string | null;
  onDismiss: () => void;
}

export function ShareResultOffer({ course, decision, semester, onDismiss }: ShareResultOfferProps) {
  const link = submitResultsLink({
    universityId: course.university_id,
    universityName: course.university_name,
    courseName: course.course_name,
    decision,
    semester,
  });
  const about = `${course.course_name} at ${course.university_name}`;
  return (
    <Note role="note" aria-label={`Share your ${about} result`}>
      <p>{T.question}</p>
      <Link to={link}>{T.share}</Link>
      <Dismiss
        type="button"
        aria-label={`${T.dismiss}: do not share the ${about} result`}
        onClick={onDismiss}
      >
        {T.dismiss}
      </Dismiss>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};

  p { margin: 0; flex: 1 1 12rem; font-weight: 600; }
  a { font-weight: 600; }
`;

const Dismiss = styled.button`
  min-height: 44px;
  padding: 0 0.5rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
