/** Grammar and spelling: the shared rule checker (workers/src/language/grammar.ts). */
import type { GrammarResult, IssueKind } from "../../../../language/grammar";
import type { PartResult } from "../document";

const KIND_LABEL: Record<IssueKind, [string, string]> = {
  spelling: ["misspelled word", "misspelled words"],
  repeated: ["repeated word", "repeated words"],
  pronoun: ['lower-case "i"', 'lower-case "i"s'],
  article: ['wrong "a"/"an"', 'wrong "a"/"an"s'],
  capital: ["sentence without a capital", "sentences without a capital"],
  spacing: ["double space", "double spaces"],
};

export function grammarPart(result: GrammarResult): PartResult {
  const found = (Object.keys(KIND_LABEL) as IssueKind[])
    .filter((kind) => result.counts[kind] > 0)
    .map((kind) => {
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
