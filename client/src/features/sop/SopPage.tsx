/**
 * /sop-evaluation (issue 14): the student's SOPs, the editor to paste, upload and evaluate one,
 * its latest evaluation, the 'Write a draft with us' flow, downloads, deletion and the SOP FAQs,
 * inside the platform layout. The route guard ensures a student.
 */
import { useQuery } from "@apollo/client/react";
import { SOP_LIMIT, SOP_MESSAGES, type SopSummary } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import styled from "styled-components";
import type { ActorRefFrom } from "xstate";
import { SopsDocument } from "../../graphql/generated";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { useSession } from "../../shared/session/useSession";
import { Button } from "../../shared/ui/Button";
import { FaqAccordion } from "../../shared/ui/FaqAccordion";
import { LoadingOverlay } from "../../shared/ui/LoadingOverlay";
import { DeleteSopDialog } from "./DeleteSopDialog";
import { GenerateSopModal } from "./GenerateSopModal";
import type { GenerateSopMachine } from "./generateSop.machine";
import { SopEditor } from "./SopEditor";
import { SopList, type SopListData } from "./SopList";
import { Column, Faqs, Header, Layout } from "./SopPage.styles";
import { SopResults, type SopResultsData } from "./SopResults";
import type { SopEditorMachine } from "./sopEditor.machine";
import { SOP_FAQS } from "./sopFaqs";
import { sopSummaryOf } from "./sopMapping";
import { SOP_TEXT } from "./sopText";
import { UploadSopModal } from "./UploadSopModal";
import { type SopMachines, useSopActors } from "./useSopActors";

export function SopPage(props: SopMachines) {
  useDocumentTitle(SOP_TEXT.title);
  const { user } = useSession();
  if (!user) return null;
  // Another student (switched in another tab) gets fresh machines and a fresh read. The
  // platform layout comes from the route (every guarded page shares it).
  return <SopView key={user.student_id} studentId={user.student_id} {...props} />;
}

function SopView({ studentId, ...machines }: SopMachines & { studentId: string }) {
  const { data, error, refetch } = useQuery(SopsDocument);
  const sops = useMemo(() => (data ? data.sops.map(sopSummaryOf) : null), [data]);
  const listRef = useRef<readonly SopSummary[]>([]);
  useEffect(() => {
    listRef.current = sops ?? [];
  }, [sops]);
  const { editor, generate, upload, remover } = useSopActors(studentId, listRef, machines);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const openId = useSelector(editor, (s) => s.context.sop?.sop_id ?? s.context.opening);
  const sop = useSelector(editor, (s) => s.context.sop);
  const editorLoading = useSelector(editor, (s) => s.matches("loading"));
  const evaluating = useSelector(editor, (s) => s.matches("evaluating"));
  const atLimit = sops !== null && sops.length >= SOP_LIMIT;

  const listData: SopListData = sops
    ? { kind: "ready", sops }
    : error
      ? { kind: "failed" }
      : { kind: "loading" };
  const resultsData: SopResultsData = editorLoading
    ? { kind: "loading" }
    : sop
      ? { kind: "ready", sop }
      : { kind: "none" };

  const fields = () => editor.getSnapshot().context.fields;
  const openGenerate = () => {
    const { university, course } = fields();
    generate.send({ type: "generate.open", university, course });
  };
  const openUpload = () => {
    const { name, university, course } = fields();
    upload.send({ type: "upload.open", sopId: sop?.sop_id ?? null, name, university, course });
  };
  const startPasting = () => {
    if (editor.getSnapshot().context.sop) editor.send({ type: "editor.new" });
    textRef.current?.focus();
  };
  const openSop = (sopId: string) => {
    editor.send({ type: "editor.open", sopId });
    // On a small screen the editor is below the list: take the keyboard (and the view) there.
    document.getElementById("sop-editor-heading")?.focus();
  };

  return (
    <>
      {/* Inert while evaluating: the overlay covers the page, and so does the keyboard block. */}
      <div inert={evaluating}>
        <Header>
          <h1>{SOP_TEXT.title}</h1>
          <p>{SOP_TEXT.lead}</p>
        </Header>
        <Layout>
          <SopList
            data={listData}
            openId={openId}
            onOpen={openSop}
            onDelete={(row) => remover.send({ type: "remove.ask", item: row })}
            onGenerate={openGenerate}
            onPaste={startPasting}
            onRetry={() => void refetch().catch(() => {})}
          />
          <Column>
            <SopEditor
              actor={editor}
              atLimit={atLimit}
              onUpload={openUpload}
              textRef={textRef}
              banner={<DraftBanner generate={generate} editor={editor} />}
            />
            <SopResults data={resultsData} />
          </Column>
        </Layout>
        <Faqs aria-labelledby="sop-faqs-heading">
          <h2 id="sop-faqs-heading">{SOP_TEXT.faqs}</h2>
          <FaqAccordion items={SOP_FAQS} headingLevel={3} />
        </Faqs>
      </div>
      {evaluating ? <LoadingOverlay label={SOP_TEXT.editor.evaluating} /> : null}
      <GenerateSopModal actor={generate} />
      <UploadSopModal actor={upload} />
      <DeleteSopDialog actor={remover} />
    </>
  );
}

interface DraftBannerProps {
  generate: ActorRefFrom<GenerateSopMachine>;
  editor: ActorRefFrom<SopEditorMachine>;
}

/** The fresh draft's message and its 'Evaluate this draft', while the draft is in the editor. */
function DraftBanner({ generate, editor }: DraftBannerProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const draftId = useSelector(generate, (s) =>
    s.matches("drafted") ? (s.context.draft?.sop_id ?? null) : null,
  );
  const openId = useSelector(editor, (s) => s.context.sop?.sop_id ?? null);
  const shown = draftId !== null && draftId === openId;

  // The dialog has closed: the keyboard goes to what comes next, once focus has been handed back.
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => buttonRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  return (
    <Banner>
      <p id="sop-draft-message">{SOP_MESSAGES.generated}</p>
      <Button
        ref={buttonRef}
        aria-describedby="sop-draft-message"
        onClick={() => generate.send({ type: "generate.evaluate" })}
      >
        {SOP_TEXT.draft.evaluate}
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  margin: 0.75rem 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBackground};

  p { margin: 0 0 0.5rem; font-weight: 600; }
`;
