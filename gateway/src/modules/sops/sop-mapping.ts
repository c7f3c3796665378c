/** A stored SOP as the API answers it: the list's row, and the details with text and evaluation. */
import type { SopDetails, SopSummary } from "@gradplan/schema";
import type { ISop } from "./sop.entities";

export function toSopSummary(s: Omit<ISop, "text" | "evaluation">): SopSummary {
  return {
    sop_id: s.id,
    sop_name: s.name,
    university_name: s.universityName ?? null,
    course_name: s.courseName ?? null,
    word_count: s.wordCount,
    sop_overall_score: s.overallScore ?? null,
    origin: s.origin,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export function toSopDetails(s: ISop): SopDetails {
  return {
    ...toSopSummary(s),
    text: s.text,
    evaluation: s.evaluation ?? null,
    evaluated_at: s.evaluatedAt?.toISOString() ?? null,
  };
}
