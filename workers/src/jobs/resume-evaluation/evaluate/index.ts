/** evaluateResume: the pure, deterministic resume evaluation (docs/scoring.md, "Resume evaluation"). */
import { RESUME_LENGTH_WORDS, type ResumeEvaluation, resumeLengthLabel } from "@gradplan/schema";
import type { GrammarResult } from "../../../language/grammar";
import { fleschReadingEase } from "../../../language/text";
import { academicBackground } from "./categories/academic";
import { formattingAndStructure } from "./categories/formatting";
import { projectsAndResearch } from "./categories/projects";
import { skillsAndAchievements } from "./categories/skills";
import { workExperience } from "./categories/work";
import type { ExtractedResume } from "./document";
import { type ResumeFacts, resumeFacts } from "./facts";
import { placeholderComment, placeholderFindings } from "./placeholders";
import { sentiment } from "./sentiment";
import { substanceScore, substanceSignals } from "./substance";
import { afterDeductions, overallScore } from "./weights";

export { MAX_GRAMMAR_PAIRS } from "../../../language/grammar";
export type { ExtractedResume, ParagraphKind, ResumeParagraph } from "./document";
export { lengthPenalty, RESUME_SCORE_WEIGHTS, RESUME_WEIGHTS_BY_STAGE } from "./weights";

/** Below this reading ease, sentences are long enough to slow a reviewer down. */
const HARD_TO_READ = 30;

function lengthComment(facts: ResumeFacts): string | null {
  const words = facts.wordCount;
  const [min, max] = RESUME_LENGTH_WORDS.ideal;
  switch (resumeLengthLabel(words)) {
    case "Too Short":
      return `Your resume has ${words} words: expand it to ${min}-${max} words (one page) with your projects, experience and skills.`;
    case "Slightly Long":
      return `Your resume has ${words} words: tighten it towards ${max} words by cutting older or less relevant entries.`;
    case "Too Long":
      return `Your resume has ${words} words: cut it to one or two pages (under ${RESUME_LENGTH_WORDS.slightlyLong} words) by removing repetition, generic statements and personal details.`;
    default:
      return null;
  }
}

export interface EvaluateOptions {
  /** The evaluation's day, which "Present" in a date range means; now by default. */
  asOf?: Date;
}

/** Comments per category the page shows: the few that matter most, not a checklist. */
export const MAX_COMMENTS_PER_CATEGORY = 3;

const fewest = (comments: string[]) => comments.slice(0, MAX_COMMENTS_PER_CATEGORY);

/** `grammar`: the language checker's result on the paragraphs' texts (checker.ts, `checkLanguage`). */
export function evaluateResume(
  doc: ExtractedResume,
  grammar: GrammarResult,
  options: EvaluateOptions = {},
): ResumeEvaluation {
  const facts = resumeFacts(doc, options.asOf ?? new Date());
  const texts = doc.paragraphs.map((p) => p.text);
  const tone = sentiment(doc.text);
  const readability = fleschReadingEase(texts);
  const academic = academicBackground(facts);
  const projects = projectsAndResearch(facts);
  const work = workExperience(facts);
  const skills = skillsAndAchievements(facts);
  const layout = formattingAndStructure(facts, tone);

  const structure = [...layout.structure];
  const length = lengthComment(facts);
  if (length) structure.unshift(length);
  // An unfilled template is told so before anything else (issue 33).
  const placeholders = placeholderFindings(doc);
  const unfilled = placeholderComment(placeholders);
  if (unfilled) structure.unshift(unfilled);
  const formatting = [...layout.formatting];
  if (readability < HARD_TO_READ && facts.wordCount > 0) {
    formatting.push(
      "Some sentences are long and dense (low readability): split them, and prefer short bullets with plain verbs.",
    );
  }

  const weighted = overallScore(
    {
      academic: academic.score,
      projectsAndResearch: projects.score,
      work: work.score,
      skillsAndAchievements: skills.score,
      formatting: layout.score,
      grammar: grammar.score,
    },
    substanceScore(substanceSignals(facts)),
    facts.wordCount,
    facts.applicant.stage,
  );
  const overall = afterDeductions(weighted, placeholders, facts.personal.quotes.length);
  return {
    resume_overall_score: overall,
    resume_readability: readability,
    resume_sentiment: tone.value,
    resume_length: resumeLengthLabel(facts.wordCount),
    resume_word_count: facts.wordCount,
    resume_academic_background_score: academic.score,
    resume_project_and_research_score: projects.score,
    resume_work_ex_score: work.score,
    resume_skills_and_achievement_score: skills.score,
    resume_formatting_score: layout.score,
    resume_grammar_score: grammar.score,
    resume_content_comments: {
      academic_background_comments: fewest(academic.comments),
      projects_and_research_comments: fewest(projects.comments),
      work_ex_comments: fewest(work.comments),
      skills_and_achievements_comments: fewest(skills.comments),
      structure_comments: fewest(structure),
      formatting_comments: fewest(formatting),
    },
    resume_grammar_comments: { comments: grammar.pairs },
  };
}
