/**
 * The upload card: the current resume's name and when it was evaluated, and the two modal
 * buttons, each disabled with its reason beside it when it cannot be used (no resume to update;
 * the limit of resumes reached, spec 1 section 9).
 */
import type { Resume } from "@gradplan/schema";
import styled from "styled-components";
import { Button } from "../../shared/ui/Button";
import { Muted, ResumeCard } from "./ResumeCard";
import { evaluatedOn } from "./resumeDisplay";
import { RESUME_TEXT } from "./resumeText";

const UPDATE_NEEDS_ID = "resume-update-needs";
const AT_LIMIT_ID = "resume-at-limit";

export interface UploadCardProps {
  resume: Resume | null;
  loading: boolean;
  /** Why the resume could not be loaded; null unless the load failed. */
  loadError: string | null;
  /** The student has as many resumes as they may evaluate: only an update is possible. */
  atLimit: boolean;
  onAdd: () => void;
  onUpdate: (resume: Resume) => void;
  onRetry: () => void;
}

export function UploadCard({
  resume,
  loading,
  loadError,
  atLimit,
  onAdd,
  onUpdate,
  onRetry,
}: UploadCardProps) {
  const date = evaluatedOn(resume?.evaluated_at);
  return (
    <ResumeCard id="resume-upload" title={RESUME_TEXT.cards.upload}>
      {resume ? (
        <>
          <Name>{resume.resume_name}</Name>
          {date ? <Muted>{`Evaluated on ${date}`}</Muted> : null}
        </>
      ) : (
        <Muted>{loading ? RESUME_TEXT.loading : RESUME_TEXT.noResume}</Muted>
      )}
      {loadError ? (
        <Failure>
          <p>{loadError}</p>
          <Button $variant="secondary" onClick={onRetry}>
            {RESUME_TEXT.retry}
          </Button>
        </Failure>
      ) : null}
      <Actions>
        <Button
          disabled={atLimit}
          aria-describedby={atLimit ? AT_LIMIT_ID : undefined}
          onClick={onAdd}
        >
          {RESUME_TEXT.addNew}
        </Button>
        {/* Disabled rather than hidden, with the reason next to it. */}
        <Button
          $variant="secondary"
          disabled={!resume}
          aria-describedby={resume || loading ? undefined : UPDATE_NEEDS_ID}
          onClick={() => resume && onUpdate(resume)}
        >
          {RESUME_TEXT.update}
        </Button>
      </Actions>
      {resume || loading ? null : (
        <Muted id={UPDATE_NEEDS_ID}>{RESUME_TEXT.updateNeedsResume}</Muted>
      )}
      {atLimit ? <Muted id={AT_LIMIT_ID}>{RESUME_TEXT.atLimit}</Muted> : null}
    </ResumeCard>
  );
}

const Name = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Failure = styled.div`
  margin-top: 0.75rem;

  p { margin: 0 0 0.5rem; color: ${({ theme }) => theme.colors.error}; font-weight: 600; }
`;
