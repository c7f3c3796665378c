/**
 * Starts the resume page's two machines and wires them together with the founder's feedback
 * gate: the page machine's prompt opens the add modal, an upload's new resume goes back into the
 * page, and both machines' outcomes become toasts.
 */
import { RESUME_MESSAGES } from "@gradplan/schema";
import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { useToast } from "../../shared/ui/toastContext";
import type { FeedbackMachine } from "../feedback";
import { useFounderFeedbackGate } from "../feedback";
import { type ResumePageMachine, resumePageMachine } from "./resumePage.machine";
import { type ResumeUploadMachine, resumeUploadMachine } from "./resumeUpload.machine";

export interface ResumeMachines {
  /** Tests pass `resumePageMachine.provide(...)` and `resumeUploadMachine.provide(...)`. */
  pageMachine?: ResumePageMachine;
  uploadMachine?: ResumeUploadMachine;
  /** The founder feedback modal's machine, for tests that answer it. */
  founderMachine?: FeedbackMachine;
}

export function useResumeActors(
  studentId: string,
  {
    pageMachine = resumePageMachine,
    uploadMachine = resumeUploadMachine,
    founderMachine,
  }: ResumeMachines = {},
) {
  const toast = useToast();
  const gate = useFounderFeedbackGate({ machine: founderMachine });
  const page = useActorRef(pageMachine, { input: { studentId } });
  const upload = useActorRef(uploadMachine, { input: { studentId } });

  useEffect(() => {
    const subscriptions = [
      page.on("resume.fetchFailed", ({ message }) => toast.error(message)),
      page.on("resume.promptAdd", () => upload.send({ type: "upload.openNew" })),
      upload.on("upload.succeeded", ({ resume, message }) => {
        page.send({ type: "resume.stored", resume });
        toast.success(message);
      }),
      upload.on("upload.failed", ({ message }) => toast.error(message)),
      upload.on("upload.pending", ({ message }) => {
        toast.info(message);
        page.send({ type: "resume.watch" });
      }),
      page.on("resume.arrived", () => toast.success(RESUME_MESSAGES.evaluatedLater)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [page, upload, toast]);

  // The founder asks first (once per student); only then may the add modal open by itself.
  const { ask } = gate;
  useEffect(() => {
    let live = true;
    void ask().then(() => {
      if (live) page.send({ type: "founder.passed" });
    });
    return () => {
      live = false;
    };
  }, [ask, page]);

  return { page, upload, founderModal: gate.modal };
}
