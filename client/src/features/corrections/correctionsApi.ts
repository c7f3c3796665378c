/** The "Suggest a correction" form's one write, through GraphQL (the student from the session). */
import type { CorrectionDraft } from "@gradplan/schema";
import { ProposeCorrectionDocument } from "../../graphql/generated";
import { runMutation } from "../../shared/graphql/request";

/** Resolves with the server's thanks; a refusal rejects with a GraphqlFailure (field messages). */
export async function proposeCorrection(draft: CorrectionDraft): Promise<string> {
  const data = await runMutation(
    ProposeCorrectionDocument,
    {
      input: {
        courseId: draft.courseId,
        field: draft.field,
        semester: draft.semester || null,
        applicants: draft.applicants || null,
        kind: draft.kind || null,
        value: draft.value,
        sourceUrl: draft.sourceUrl,
        note: draft.note?.trim() || null,
      },
    },
    "proposeCorrection",
  );
  return data.proposeCorrection.message;
}

export const correctionsApi = { proposeCorrection };
