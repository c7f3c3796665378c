/** A stored evaluation as the API answers it: every field of the spec's Resume entity. */
import type { Resume } from "@gradplan/schema";
import type { IResume } from "./resume.entities";

export function toResume(r: IResume): Resume {
  return {
    resume_id: r.id,
    resume_name: r.name,
    resume_overall_score: r.overallScore,
    resume_readability: r.readability,
    resume_sentiment: r.sentiment,
    resume_length: r.lengthLabel,
    resume_academic_background_score: r.academicBackgroundScore,
    resume_project_and_research_score: r.projectAndResearchScore,
    resume_work_ex_score: r.workExScore,
    resume_skills_and_achievement_score: r.skillsAndAchievementScore,
    resume_formatting_score: r.formattingScore,
    resume_grammar_score: r.grammarScore,
    resume_content_comments: r.contentComments,
    resume_grammar_comments: r.grammarComments,
    resume_word_count: r.wordCount,
    evaluated_at: r.evaluatedAt.toISOString(),
  };
}
