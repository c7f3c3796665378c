/** evaluateSop: the pure, deterministic SOP evaluation (docs/scoring.md, "SOP evaluation"). */
import { SOP_PARTS, type SopEvaluation, type SopPart, type SopPartScore } from "@gradplan/schema";
import type { GrammarResult } from "../../../language/grammar";
import { fleschReadingEase } from "../../../language/text";
import { matchesFrame, TEMPLATE_SENTENCES } from "../../../sop-template/template-sentences";
import { analyse } from "./analysis";
import { copiesOf, type OtherSop } from "./copies";
import type { PartResult } from "./document";
import { readSop } from "./document";
import { grammarPart } from "./parts/grammar";
import { lengthPart } from "./parts/length";
import { originalityPart } from "./parts/originality";
import { programFitPart } from "./parts/program-fit";
import { readabilityPart } from "./parts/readability";
import { specificityPart } from "./parts/specificity";
import { structurePart } from "./parts/structure";
import { checkTemplate } from "./template";
import { overallScore } from "./weights";

export { COPY_SHARE } from "./copies";
export { lengthFactor, SOP_PART_WEIGHTS } from "./weights";

export interface SopContext {
  /** The program the SOP is for, when known. */
  universityName: string | null;
  courseName: string | null;
  /** The student's other SOPs (to say when this one is a copy of one written for a different program). */
  otherSops: OtherSop[];
  /**
   * The catalogue's aliases of the universities named here and in `otherSops`, by the name as
   * given ("Carnegie Mellon University" -> ["Carnegie Mellon", "CMU"]): the program is
   * recognised by any of them. Missing: the name's own forms only (names.ts).
   */
  universityAliases?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The overall is what the student's own sentences earn: the parts credit the facts a
 * generator's draft carries, but its sentences are the generator's, so the overall is scaled
 * by their share (a draft all of whose sentences are the generator's scores half; a real SOP,
 * none of whose are, is not touched). A draft rewritten in the student's words rises with it.
 */
export const TEMPLATE_DISCOUNT = 0.5;

/** Most of the sentences being the generator's own makes the SOP "mostly template text". */
export const TEMPLATE_WARNING_SHARE = 0.5;
const MAX_QUOTED_PLACEHOLDERS = 3;
const PLACEHOLDER_QUOTE_CHARS = 50;

/** A long placeholder (a generator's prompt) quoted by its start. */
function shorten(placeholder: string): string {
  if (placeholder.length <= PLACEHOLDER_QUOTE_CHARS) return placeholder;
  const cut = placeholder.slice(0, PLACEHOLDER_QUOTE_CHARS).replace(/\s+\S*$/, "");
  return `${cut}…${placeholder.at(-1)}`;
}

function programOf(p: { universityName: string | null; courseName: string | null }): string {
  const parts = [p.courseName, p.universityName].filter((x): x is string => !!x?.trim());
  return parts.length ? parts.join(" at ") : "another program";
}

/** The paragraphs the language checker reads for an SOP (its result is evaluateSop's `grammar`). */
export function sopParagraphs(text: string): string[] {
  return readSop(text).paragraphs;
}

/** evaluateSop with the template sentences given: what the tests call with their own list. */
export function evaluateSopWith(
  text: string,
  context: SopContext,
  templateSentences: readonly string[],
  grammar: GrammarResult,
  /** The generator's sentences that carry a fact in a fixed frame (`matchesFrame`). */
  isFrame?: (sentence: string) => boolean,
): SopEvaluation {
  const a = analyse(text, context);
  const paragraphs = a.doc.paragraphs;
  const readability = fleschReadingEase(paragraphs);
  const template = checkTemplate(text, a.doc.sentences, templateSentences, isFrame);

  const results: Record<SopPart, PartResult> = {
    length: lengthPart(a.doc.wordCount),
    structure: structurePart(a),
    specificity: specificityPart(a),
    program_fit: programFitPart(a, context.otherSops),
    originality: originalityPart(a.doc.sentences, a.doc.wordCount, template),
    readability: readabilityPart(readability, a.doc.sentences),
    grammar: grammarPart(grammar),
  };
  const parts: SopPartScore[] = SOP_PARTS.map((part) => ({
    part,
    score: results[part].score,
    comments: results[part].comments,
  }));
  const scores = Object.fromEntries(parts.map((p) => [p.part, p.score])) as Record<SopPart, number>;

  const warnings: string[] = [];
  if (template.total > 0 && template.share >= TEMPLATE_WARNING_SHARE) {
    warnings.push(
      `This SOP is mostly the draft generator's template text (${template.matched} of ${template.total} sentences): those sentences say nothing only you could say. Rewrite them with your own projects, courses, reasons and goals before you send it.`,
    );
  }
  if (template.placeholders.length > 0) {
    const shown = template.placeholders.slice(0, MAX_QUOTED_PLACEHOLDERS).map(shorten);
    const more = template.placeholders.length - shown.length;
    warnings.push(
      `Fill in or remove the placeholders still in the text: ${shown.map((p) => `"${p}"`).join(", ")}${more > 0 ? ` and ${more} more` : ""}.`,
    );
  }
  for (const copy of copiesOf(text, context, context.otherSops)) {
    warnings.push(
      `This SOP is a copy of your SOP "${copy.sop.sop_name}", written for ${programOf(copy.sop)} (${Math.round(100 * copy.share)}% of its passages are the same). Rewrite it for ${context.universityName || context.courseName ? programOf(context) : "this program"}: its courses, labs, faculty and why they fit you.`,
    );
  }

  return {
    sop_overall_score: Math.round(
      overallScore(scores, a.doc.wordCount) * (1 - TEMPLATE_DISCOUNT * template.share),
    ),
    word_count: a.doc.wordCount,
    readability,
    parts,
    grammar: grammar.pairs,
    warnings,
  };
}

/** `grammar`: the language checker's result on `sopParagraphs(text)`. */
export function evaluateSop(
  text: string,
  context: SopContext,
  grammar: GrammarResult,
): SopEvaluation {
  return evaluateSopWith(text, context, TEMPLATE_SENTENCES, grammar, matchesFrame);
}
