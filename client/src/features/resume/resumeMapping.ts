/** A resume as GraphQL carries it, read into the schema's Resume the page's cards use. */
import {
  RESUME_LENGTH_LABELS,
  type Resume,
  type ResumeLengthLabel,
  resumeLengthLabel,
} from "@gradplan/schema";
import type { ResumeFieldsFragment } from "../../graphql/generated";

const isLengthLabel = (value: string): value is ResumeLengthLabel =>
  (RESUME_LENGTH_LABELS as readonly string[]).includes(value);

export function resumeOf(r: ResumeFieldsFragment): Resume {
  const comments = r.resume_content_comments;
  return {
    resume_id: r.resume_id,
    resume_name: r.resume_name,
    resume_overall_score: r.resume_overall_score,
    resume_readability: r.resume_readability,
    resume_sentiment: r.resume_sentiment,
    // The server writes one of the labels; the schema's String cannot say so.
    resume_length: isLengthLabel(r.resume_length)
      ? r.resume_length
      : resumeLengthLabel(r.resume_word_count),
    resume_academic_background_score: r.resume_academic_background_score,
    resume_project_and_research_score: r.resume_project_and_research_score,
    resume_work_ex_score: r.resume_work_ex_score,
    resume_skills_and_achievement_score: r.resume_skills_and_achievement_score,
    resume_formatting_score: r.resume_formatting_score,
    resume_grammar_score: r.resume_grammar_score,
    resume_content_comments: {
      academic_background_comments: comments.academic_background_comments,
      projects_and_research_comments: comments.projects_and_research_comments,
      work_ex_comments: comments.work_ex_comments,
      skills_and_achievements_comments: comments.skills_and_achievements_comments,
      structure_comments: comments.structure_comments,
      formatting_comments: comments.formatting_comments,
    },
    resume_grammar_comments: {
      comments: r.resume_grammar_comments.comments.map(({ original, corrected }) => ({
        original,
        corrected,
      })),
    },
    resume_word_count: r.resume_word_count,
    evaluated_at: r.evaluated_at,
  };
}
