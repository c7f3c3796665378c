/** Grammar and spelling: the shared language checker (workers/src/language/checker.ts). */
import { type GrammarResult, ISSUE_KINDS, type IssueKind } from "../../../../language/grammar";
import type { PartResult } from "../document";

const KIND_LABEL: Record<IssueKind, [string, string]> = {
  spelling: ["misspelled word", "misspelled words"],
  wrong_word: ["wrong word", "wrong words"],
  agreement: ["verb that does not agree", "verbs that do not agree"],
  article: ['wrong "a"/"an"', 'wrong "a"/"an"s'],
  repeated: ["repeated word", "repeated words"],
  pronoun: ['lower-case "i"', 'lower-case "i"s'],
  punctuation: ["missing or wrong apostrophe", "missing or wrong apostrophes"],
  capital: ["missing capital", "missing capitals"],
};

export function grammarPart(result: GrammarResult): PartResult {
  const found = ISSUE_KINDS.filter((kind) => result.counts[kind] > 0).map((kind) => {
    const count = result.counts[kind];
    return `${count} ${KIND_LABEL[kind][count === 1 ? 0 : 1]}`;
  });
  if (found.length === 0) return { score: result.score, comments: [] };
  const [first] = result.pairs;
  let comment = `Correct ${found.join(", ")}: each is listed with its correction.`;
  if (first) comment += ` For example, "${first.original}" should read "${first.corrected}"`;
  if (!/[.!?]"?$/.test(comment)) comment += ".";
  return { score: result.score, comments: [comment] };
}
