/**
 * Whether the student has as many resumes as they may evaluate (RESUME_LIMIT, spec 1 section 9),
 * so 'Add New Resume' is disabled before a form is filled in vain. Watched: an evaluation evicts
 * the list (cache.ts) and this refetches; each visit asks again, as another tab may have added
 * one, and so does a refusal for the limit. Unknown (loading, failed) is not at the limit: the
 * server still refuses a sixth.
 */
import { useQuery } from "@apollo/client/react";
import { RESUME_LIMIT, RESUME_MESSAGES } from "@gradplan/schema";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import { ResumeCountDocument } from "../../graphql/generated";
import type { ResumeUploadMachine } from "./resumeUpload.machine";

export function useResumeLimit(upload: ActorRefFrom<ResumeUploadMachine>): boolean {
  const { data, refetch } = useQuery(ResumeCountDocument, { fetchPolicy: "cache-and-network" });

  useEffect(() => {
    const refused = upload.on("upload.failed", ({ message }) => {
      if (message === RESUME_MESSAGES.limit) void refetch().catch(() => {});
    });
    return () => refused.unsubscribe();
  }, [upload, refetch]);

  return (data?.resumes.length ?? 0) >= RESUME_LIMIT;
}
