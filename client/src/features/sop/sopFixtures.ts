/** Test fixtures: SOPs with and without an evaluation, a text of n words, and a .docx-looking File. */
import {
  DOCX_MIME_TYPE,
  type SopDetails,
  type SopEvaluation,
  type SopSummary,
} from "@gradplan/schema";

/** A text of exactly `count` words. */
export function textOf(count: number): string {
  return Array.from({ length: count }, (_, i) => (i % 12 === 11 ? "systems." : "building")).join(
    " ",
  );
}

export function anEvaluation(overrides: Partial<SopEvaluation> = {}): SopEvaluation {
  return {
    sop_overall_score: 82,
    word_count: 640,
    readability: 48.5,
    parts: [
      { part: "length", score: 100, comments: [] },
      {
        part: "structure",
        score: 90,
        comments: ["Add a closing paragraph that names the program."],
      },
      {
        part: "specificity",
        score: 64,
        comments: [
          'Say what came of the project: "I worked on various projects."',
          "Name the tools you used.",
        ],
      },
      { part: "program_fit", score: 75, comments: ["Name a course or lab of the program."] },
      { part: "originality", score: 55, comments: ['Cliché: "since childhood".'] },
      { part: "readability", score: 100, comments: [] },
      { part: "grammar", score: 85, comments: ["2 issues: the first is shown below."] },
    ],
    grammar: [
      { original: "I has built a compiler", corrected: "I have built a compiler" },
      { original: "recieved", corrected: "received" },
    ],
    warnings: [],
    ...overrides,
  };
}

export function aSop(overrides: Partial<SopDetails> = {}): SopDetails {
  return {
    sop_id: "sop_1",
    sop_name: "CMU MSCS",
    university_name: "Carnegie Mellon University",
    course_name: "MS in Computer Science",
    word_count: 640,
    sop_overall_score: 82,
    origin: "pasted",
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-21T10:00:00.000Z",
    text: textOf(640),
    evaluated_at: "2026-11-21T10:00:00.000Z",
    evaluation: anEvaluation(),
    ...overrides,
  };
}

/** A stored draft, not yet evaluated. */
export function aDraft(overrides: Partial<SopDetails> = {}): SopDetails {
  return aSop({
    sop_id: "sop_draft",
    sop_name: "Georgia Tech draft",
    university_name: "Georgia Institute of Technology",
    course_name: "MS in Computer Science",
    origin: "generated",
    word_count: 760,
    text: textOf(760),
    sop_overall_score: null,
    evaluated_at: null,
    evaluation: null,
    ...overrides,
  });
}

export function summaryOf(sop: SopDetails): SopSummary {
  const { text: _text, evaluation: _evaluation, evaluated_at: _at, ...summary } = sop;
  return summary;
}

/** `count` SOPs, newest first. */
export function someSops(count: number): SopDetails[] {
  return Array.from({ length: count }, (_, i) =>
    aSop({ sop_id: `sop_${i + 1}`, sop_name: `SOP ${i + 1}` }),
  );
}

export function aDocx(name = "sop.docx", size = 20_000): File {
  return new File([new Uint8Array(size)], name, { type: DOCX_MIME_TYPE });
}
