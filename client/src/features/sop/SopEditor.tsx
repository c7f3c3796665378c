/**
 * The editor, a thin view of sopEditor.machine: the SOP's name, its program, its text with a
 * live word count against 500-1200 words, and Evaluate, Upload .docx, Download .docx and New
 * SOP. While an evaluation runs the page shows the loading overlay over it (SopPage).
 */
import { countWords, SOP_MESSAGES } from "@gradplan/schema";
import { useSelector } from "@xstate/react";
import type { FormEvent, ReactNode, RefObject } from "react";
import styled, { useTheme } from "styled-components";
import type { ActorRefFrom } from "xstate";
import { Button } from "../../shared/ui/Button";
import {
  controlStyles,
  ErrorText,
  errorIdOf,
  FieldWrap,
  Label,
} from "../../shared/ui/form/fieldStyles";
import { Skeleton, SkeletonRegion } from "../../shared/ui/Skeleton";
import { signalColor } from "../../shared/ui/signal";
import { Actions, DownloadLink, ErrorNote, Muted, Panel } from "./SopPage.styles";
import { SopProgramFields } from "./SopProgramFields";
import { sopDownloadUrl } from "./sopApi";
import { lengthNote, lengthSignal } from "./sopDisplay";
import type { EditorField, SopEditorMachine } from "./sopEditor.machine";
import { SOP_TEXT } from "./sopText";

const T = SOP_TEXT.editor;
const IDS = {
  fields: "sop",
  name: "sop-name",
  text: "sop-text",
  count: "sop-text-count",
  limit: "sop-editor-limit",
} as const;

export interface SopEditorProps {
  actor: ActorRefFrom<SopEditorMachine>;
  /** The student keeps SOP_LIMIT SOPs: a new one cannot be stored. */
  atLimit: boolean;
  onUpload: () => void;
  /** The text area, for 'Paste or upload your SOP' to bring the keyboard here. */
  textRef: RefObject<HTMLTextAreaElement | null>;
  /** What shows above the form (the draft's 'Evaluate this draft'). */
  banner?: ReactNode;
}

export function SopEditor({ actor, atLimit, onUpload, textRef, banner }: SopEditorProps) {
  const sop = useSelector(actor, (state) => state.context.sop);
  const loading = useSelector(actor, (state) => state.matches("loading"));
  const failed = useSelector(actor, (state) => state.matches("failed"));
  const loadError = useSelector(actor, (state) => state.context.loadError);
  const newSop = () => actor.send({ type: "editor.new" });
  const blocked = atLimit && sop === null;

  return (
    <Panel aria-labelledby="sop-editor-heading">
      <h2 id="sop-editor-heading" tabIndex={-1}>
        {T.heading}
      </h2>
      {loading || failed ? null : (
        <Editing>{sop ? `Editing "${sop.sop_name}"` : T.newHeading}</Editing>
      )}
      {banner}
      {loading ? (
        <SkeletonRegion label={T.loading}>
          <Skeleton $height="2.75rem" />
          <Skeleton $height="2.75rem" />
          <Skeleton $height="12rem" />
        </SkeletonRegion>
      ) : null}
      {failed ? (
        <div>
          <ErrorNote role="alert">{loadError ?? T.loadFailed}</ErrorNote>
          <Actions>
            <Button $variant="secondary" onClick={() => actor.send({ type: "editor.retry" })}>
              {T.retry}
            </Button>
            <Button $variant="secondary" onClick={newSop}>
              {T.newSop}
            </Button>
          </Actions>
        </div>
      ) : null}
      {loading || failed ? null : (
        <EditorForm actor={actor} blocked={blocked} onUpload={onUpload} textRef={textRef} />
      )}
    </Panel>
  );
}

interface EditorFormProps {
  actor: ActorRefFrom<SopEditorMachine>;
  blocked: boolean;
  onUpload: () => void;
  textRef: RefObject<HTMLTextAreaElement | null>;
}

function EditorForm({ actor, blocked, onUpload, textRef }: EditorFormProps) {
  const theme = useTheme();
  const sop = useSelector(actor, (state) => state.context.sop);
  const fields = useSelector(actor, (state) => state.context.fields);
  const errors = useSelector(actor, (state) => state.context.errors);
  const failure = useSelector(actor, (state) => state.context.failure);
  const note = useSelector(actor, (state) => state.context.note);
  const words = countWords(fields.text);
  const signal = lengthSignal(words);
  const set = (field: EditorField, value: string) =>
    actor.send({ type: "editor.field", field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    actor.send({ type: "editor.evaluate" });
    // A refused evaluation takes the keyboard to the first field that needs fixing.
    const { errors: refused } = actor.getSnapshot().context;
    if (refused.name) document.getElementById(IDS.name)?.focus();
    else if (refused.text) textRef.current?.focus();
  };
  const textDescribedBy = errors.text ? `${errorIdOf(IDS.text)} ${IDS.count}` : IDS.count;
  const limitProps = blocked ? { disabled: true, "aria-describedby": IDS.limit } : {};

  return (
    <form noValidate onSubmit={submit}>
      <SopProgramFields
        idPrefix={IDS.fields}
        values={fields}
        nameError={errors.name}
        onChange={set}
        sideBySide
      />
      <FieldWrap>
        <Label htmlFor={IDS.text}>{T.text}</Label>
        <TextArea
          ref={textRef}
          id={IDS.text}
          value={fields.text}
          placeholder={T.textHint}
          required
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={textDescribedBy}
          onChange={(event) => set("text", event.target.value)}
        />
        {/* Described, not live: announcing every keystroke would drown the typing. */}
        <WordCount
          id={IDS.count}
          style={{ color: signal ? signalColor(theme, signal) : undefined }}
        >
          {lengthNote(words)}
        </WordCount>
        {errors.text ? <ErrorText id={errorIdOf(IDS.text)}>{errors.text}</ErrorText> : null}
      </FieldWrap>
      {sop ? <Muted>{T.reEvaluateNote}</Muted> : null}
      {note ? <Note>{note}</Note> : null}
      {/* Always in the tree so the server's reason is announced when it appears. */}
      <ErrorNote role="alert">{failure}</ErrorNote>
      {blocked ? <Limit id={IDS.limit}>{SOP_MESSAGES.limitReached}</Limit> : null}
      <FormActions>
        <Button type="submit" {...limitProps}>
          {sop?.evaluation ? T.reEvaluate : T.evaluate}
        </Button>
        <Button $variant="secondary" onClick={onUpload} {...limitProps}>
          {T.upload}
        </Button>
        {sop ? (
          <DownloadLink href={sopDownloadUrl(sop.sop_id)} download>
            {T.download}
          </DownloadLink>
        ) : null}
        {sop || Object.values(fields).some((value) => value !== "") ? (
          <Button $variant="ghost" onClick={() => actor.send({ type: "editor.new" })}>
            {T.newSop}
          </Button>
        ) : null}
      </FormActions>
    </form>
  );
}

const Editing = styled(Muted)`
  && { margin: -0.5rem 0 1rem; }
  overflow-wrap: anywhere;
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 18rem;
  resize: vertical;
  line-height: 1.5;
`;

const WordCount = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBackground};
  color: ${({ theme }) => theme.colors.info};
`;

const Limit = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

const FormActions = styled(Actions)`
  margin-top: 1rem;
`;
