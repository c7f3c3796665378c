/**
 * Figures people can correct (docs/corrections.md, ours): a signed-in student proposes a
 * deadline, a test minimum or the program's page, with its source. Staff decide through GraphQL.
 */
import type { ProposeCorrectionAnswer } from "../corrections";
import { proposeCorrectionBody } from "../corrections.schemas";
import { defineRoute } from "./contract";
import { PATHS } from "./paths";

const tag = "Corrections";

export const correctionRoutes = {
  proposeCorrection: defineRoute<ProposeCorrectionAnswer>()({
    name: "proposeCorrection",
    method: "POST",
    path: PATHS.corrections.proposeCorrection,
    guard: "signed-in",
    summary:
      "Propose a course's deadline, TOEFL/IELTS/GRE minimum or program page, with the page that shows it; staff check it before it shows.",
    tag,
    body: proposeCorrectionBody,
    statuses: {
      201: "Stored as pending; staff check it against its source.",
      404: "No course has this courseId.",
      429: "Too many proposals from this student or address in an hour.",
    },
  }),
} as const;
