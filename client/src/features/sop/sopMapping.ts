/** An SOP as GraphQL carries it, read into the schema's SopSummary and SopDetails the page uses. */
import {
  SOP_ORIGINS,
  SOP_PARTS,
  type SopDetails,
  type SopOrigin,
  type SopSummary,
} from "@gradplan/schema";
import type { SopDetailsFieldsFragment, SopSummaryFieldsFragment } from "../../graphql/generated";

const isOrigin = (value: string): value is SopOrigin =>
  (SOP_ORIGINS as readonly string[]).includes(value);

export function sopSummaryOf(s: SopSummaryFieldsFragment): SopSummary {
  return {
    sop_id: s.sop_id,
    sop_name: s.sop_name,
    university_name: s.university_name,
    course_name: s.course_name,
    word_count: s.word_count,
    sop_overall_score: s.sop_overall_score,
    // The server writes one of the origins; the schema's String cannot say so.
    origin: isOrigin(s.origin) ? s.origin : "pasted",
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

export function sopOf(s: SopDetailsFieldsFragment): SopDetails {
  const e = s.evaluation;
  return {
    ...sopSummaryOf(s),
    text: s.text,
    evaluated_at: s.evaluated_at,
    evaluation: e && {
      sop_overall_score: e.sop_overall_score,
      word_count: e.word_count,
      readability: e.readability,
      // In the page's order; a part a newer server adds is left out until the page knows it.
      parts: SOP_PARTS.flatMap((part) =>
        e.parts
          .filter((p) => p.part === part)
          .map((p) => ({ part, score: p.score, comments: [...p.comments] })),
      ),
      grammar: e.grammar.map(({ original, corrected }) => ({ original, corrected })),
      warnings: [...e.warnings],
    },
  };
}
