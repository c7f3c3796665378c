/** The general feedback modal (footer button) and the founder's variant (before the resume page). */
import styled from "styled-components";
import { FeedbackDialog, type FeedbackDialogProps } from "./FeedbackDialog";

export type FeedbackModalProps = Omit<FeedbackDialogProps, "title" | "intro">;

export function FeedbackModal(props: FeedbackModalProps) {
  return <FeedbackDialog {...props} title="Share your feedback" />;
}

export const FOUNDER_MODAL_TITLE = "A message from the founder";

export function FounderMessageModal(props: FeedbackModalProps) {
  return <FeedbackDialog {...props} title={FOUNDER_MODAL_TITLE} intro={<FounderNote />} />;
}

function FounderNote() {
  return (
    <Note>
      <p>
        Thank you for planning your Masters applications with GradPlan. We are a small team, and we
        built this for students like you, so your opinion shapes what we build next.
      </p>
      <p>
        Before you go on, could you tell us how your experience has been so far? It takes less than
        a minute, and we read every answer.
      </p>
      <Signature>— The founder, GradPlan</Signature>
    </Note>
  );
}

const Note = styled.div`
  margin-bottom: 1.25rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p { margin: 0 0 0.75rem; }
`;

const Signature = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
  && { margin: 0; }
`;
