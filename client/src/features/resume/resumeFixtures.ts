/** Test fixtures: an evaluated resume with every field filled, and a .docx-looking File. */
import { DOCX_MIME_TYPE, type Resume } from "@gradplan/schema";

export function aResume(overrides: Partial<Resume> = {}): Resume {
  return {
    resume_id: "res_42",
    resume_name: "Fall 2026 resume",
    resume_overall_score: 72,
    resume_readability: 52,
    resume_sentiment: 2,
    resume_length: "Ideal Length",
    resume_academic_background_score: 85,
    resume_project_and_research_score: 64,
    resume_work_ex_score: 30,
    resume_skills_and_achievement_score: 80,
    resume_formatting_score: 40,
    resume_grammar_score: 39,
    resume_content_comments: {
      academic_background_comments: ["Add your GPA and the scale it is on."],
      projects_and_research_comments: [
        "Quantify the outcome of each project.",
        "Name the tools you used.",
      ],
      work_ex_comments: [],
      skills_and_achievements_comments: ["Group skills by type."],
      structure_comments: [],
      formatting_comments: ["Use one date format throughout."],
    },
    resume_grammar_comments: {
      comments: [
        { original: "I has led a team", corrected: "I led a team" },
        { original: "Analysed datas", corrected: "Analysed data" },
      ],
    },
    resume_word_count: 412,
    evaluated_at: "2025-03-03T10:00:00.000Z",
    ...overrides,
  };
}

export function aDocx(name = "resume.docx", size = 20_000): File {
  return new File([new Uint8Array(size)], name, { type: DOCX_MIME_TYPE });
}
