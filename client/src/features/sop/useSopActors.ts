/**
 * Starts the SOP page's machines and wires them together: a draft or an upload's SOP goes into
 * the editor, 'Evaluate this draft' evaluates the editor, a deleted open SOP leaves the editor,
 * anything still pending starts the list watch, and every outcome becomes a toast.
 */
import { SOP_MESSAGES, type SopSummary } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { type RefObject, useEffect } from "react";
import { useToast } from "../../shared/ui/toastContext";
import { type GenerateSopMachine, generateSopMachine } from "./generateSop.machine";
import { type RemoveSopMachine, removeSopMachine } from "./removeSop.machine";
import { type SopEditorMachine, sopEditorMachine } from "./sopEditor.machine";
import { type SopUploadMachine, sopUploadMachine } from "./sopUpload.machine";
import { type SopWatchMachine, sopWatchMachine } from "./sopWatch.machine";

export interface SopMachines {
  /** Tests pass `xMachine.provide(...)` to swap in fakes or short delays. */
  editorMachine?: SopEditorMachine;
  generateMachine?: GenerateSopMachine;
  uploadMachine?: SopUploadMachine;
  removeMachine?: RemoveSopMachine;
  watchMachine?: SopWatchMachine;
}

export function useSopActors(
  studentId: string,
  /** The list as the page shows it, the watch's starting point. */
  listRef: RefObject<readonly SopSummary[]>,
  {
    editorMachine = sopEditorMachine,
    generateMachine = generateSopMachine,
    uploadMachine = sopUploadMachine,
    removeMachine = removeSopMachine,
    watchMachine = sopWatchMachine,
  }: SopMachines = {},
) {
  const toast = useToast();
  const editor = useActorRef(editorMachine, { input: { studentId } });
  const generate = useActorRef(generateMachine, { input: { studentId } });
  const upload = useActorRef(uploadMachine, { input: { studentId } });
  const remover = useActorRef(removeMachine, { input: { studentId } });
  const watch = useActorRef(watchMachine, { input: { studentId } });

  useEffect(() => {
    const openSopId = () => editor.getSnapshot().context.sop?.sop_id ?? null;
    const watchFor = (kind: "draft" | "evaluation") =>
      watch.send({ type: "watch.start", kind, before: listRef.current });
    const subscriptions = [
      editor.on("editor.evaluated", () => {
        generate.send({ type: "generate.dismiss" });
        toast.success(SOP_MESSAGES.evaluated);
      }),
      editor.on("editor.pending", ({ message }) => {
        toast.info(message);
        watchFor("evaluation");
      }),
      editor.on("editor.failed", ({ message }) => toast.error(message)),
      editor.on("editor.loadFailed", ({ message }) => toast.error(message)),
      generate.on("generate.drafted", ({ sop }) => editor.send({ type: "editor.show", sop })),
      generate.on("generate.pending", () => watchFor("draft")),
      generate.on("generate.failed", ({ message }) => toast.error(message)),
      generate.on("generate.evaluateDraft", () => editor.send({ type: "editor.evaluate" })),
      upload.on("upload.succeeded", ({ sop, message }) => {
        editor.send({ type: "editor.show", sop });
        generate.send({ type: "generate.dismiss" });
        toast.success(message);
      }),
      upload.on("upload.failed", ({ message }) => toast.error(message)),
      upload.on("upload.pending", ({ message }) => {
        toast.info(message);
        watchFor("evaluation");
      }),
      remover.on("remove.done", ({ item: sop }) => {
        if (openSopId() === sop.sop_id) editor.send({ type: "editor.new" });
        toast.success(SOP_MESSAGES.deleted);
      }),
      remover.on("remove.failed", ({ message }) => toast.error(message)),
      watch.on("watch.arrived", ({ kind, changed }) => {
        toast.success(kind === "draft" ? SOP_MESSAGES.generated : SOP_MESSAGES.evaluated);
        const open = openSopId();
        const { fields } = editor.getSnapshot().context;
        const blank = open === null && Object.values(fields).every((value) => value === "");
        if (open !== null && changed.some((sop) => sop.sop_id === open)) {
          editor.send({ type: "editor.refresh" });
        } else if (blank && changed[0]) {
          // Nothing is being written: show what arrived.
          editor.send({ type: "editor.open", sopId: changed[0].sop_id });
        }
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [editor, generate, upload, remover, watch, listRef, toast]);

  return { editor, generate, upload, remover, watch };
}
