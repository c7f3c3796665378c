/**
 * /resume-evaluation (spec 1 sections 2 and 4): the evaluation's cards, the Add/Update modal and
 * the founder's feedback modal, inside the platform layout. The route guard ensures a student.
 */
import { useSelector } from "@xstate/react";
import styled from "styled-components";
import { useSession } from "../../shared/session/useSession";
import { FaqAccordion } from "../../shared/ui/FaqAccordion";
import { Page } from "../../shared/ui/Page";
import { CategoryCard } from "./CategoryCard";
import { ImproveCard } from "./ImproveCard";
import { ReferencesCard } from "./ReferencesCard";
import { ResumeCard, type ResumeData } from "./ResumeCard";
import { RESUME_FAQS } from "./resumeFaqs";
import { RESUME_TEXT } from "./resumeText";
import { LengthCard, ReadabilityCard, ResumeScoreCard, SentimentCard } from "./ScoreCards";
import { UploadCard } from "./UploadCard";
import { UploadModal } from "./UploadModal";
import { type ResumeMachines, useResumeActors } from "./useResumeActors";
import { useResumeLimit } from "./useResumeLimit";

export function ResumePage(props: ResumeMachines) {
  const { user } = useSession();
  if (!user) return null;
  return (
    // Another student (switched in another tab) gets fresh machines and a fresh fetch. The
    // platform layout comes from the route (every guarded page shares it).
    <ResumeView key={user.student_id} studentId={user.student_id} {...props} />
  );
}

function ResumeView({ studentId, ...machines }: ResumeMachines & { studentId: string }) {
  const { page, upload, founderModal } = useResumeActors(studentId, machines);
  const atLimit = useResumeLimit(upload);
  const resume = useSelector(page, (state) => state.context.resume);
  const loading = useSelector(page, (state) => state.matches({ resume: "loading" }));
  const loadError = useSelector(page, (state) =>
    state.matches({ resume: "failed" }) ? state.context.error : null,
  );
  const data: ResumeData = resume
    ? { kind: "ready", resume }
    : loading
      ? { kind: "loading" }
      : { kind: "empty" };

  return (
    <Page title={RESUME_TEXT.title} lead={RESUME_TEXT.lead}>
      <Grid>
        {/* The spec's order (section 2). */}
        <ResumeScoreCard data={data} />
        <ReadabilityCard data={data} />
        <CategoryCard data={data} />
        <UploadCard
          resume={resume}
          loading={loading}
          loadError={loadError}
          atLimit={atLimit}
          onAdd={() => upload.send({ type: "upload.openNew" })}
          onUpdate={(current) => upload.send({ type: "upload.openUpdate", resume: current })}
          onRetry={() => page.send({ type: "resume.retry" })}
        />
        <LengthCard data={data} />
        <SentimentCard data={data} />
        <ImproveCard data={data} />
        <ReferencesCard />
        <ResumeCard id="resume-faqs" title={RESUME_TEXT.cards.faqs} wide>
          <FaqAccordion items={RESUME_FAQS} headingLevel={3} />
        </ResumeCard>
      </Grid>
      <UploadModal actor={upload} held={founderModal !== null} />
      {founderModal}
    </Page>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1.25rem;
`;
