/**
 * From cue hits to one decision (docs/email-decisions.md, "Deciding"). Each sentence gives each
 * kind the weight of its strongest cue left after conditions, hedges and overruling. A kind is a
 * candidate when one sentence gives it at least STRONG (BULK_STRONG in bulk mail, where only a
 * cue that says it to "you" on its own counts). Among candidates: Wait Listed (its letters always
 * also refuse admission "at this time"), else Accepted or Rejected by the sum of their weights
 * over all sentences (on a tie, the one said first), else Interview, else Information request.
 */
import {
  BULK_MAIL,
  CONDITION,
  CUES,
  HEDGED_KINDS,
  HEDGES,
  type OutcomeKind,
  PORTAL_UPDATES,
} from "./cues";
import type { DecisionKind } from "./types";

const STRONG = 3;
const BULK_STRONG = 4;

export interface Verdict {
  kind: DecisionKind;
  /** The sentence that decided it (or the portal notice), null when none did. */
  sentence: string | null;
  portalUpdate: boolean;
}

/** The weight of each kind one sentence speaks for. */
function sentenceWeights(sentence: string): Map<OutcomeKind, number> {
  const condition = CONDITION.exec(sentence)?.index ?? Number.POSITIVE_INFINITY;
  const hits = CUES.filter((cue) => {
    const at = cue.pattern.exec(sentence)?.index;
    return at !== undefined && at < condition;
  });
  const dropped = new Set<OutcomeKind>(hits.flatMap((hit) => hit.overrules ?? []));
  if (HEDGES.some((hedge) => hedge.test(sentence))) {
    for (const kind of HEDGED_KINDS) dropped.add(kind);
  }
  const weights = new Map<OutcomeKind, number>();
  for (const hit of hits) {
    if (dropped.has(hit.kind)) continue;
    weights.set(hit.kind, Math.max(weights.get(hit.kind) ?? 0, hit.weight));
  }
  return weights;
}

interface Tally {
  total: number;
  best: number;
  /** The first sentence with the best weight, and where it is. */
  sentence: string;
  at: number;
}

function tallies(sentences: readonly string[]): Map<OutcomeKind, Tally> {
  const byKind = new Map<OutcomeKind, Tally>();
  sentences.forEach((sentence, at) => {
    for (const [kind, weight] of sentenceWeights(sentence)) {
      const tally = byKind.get(kind);
      if (!tally) byKind.set(kind, { total: weight, best: weight, sentence, at });
      else {
        tally.total += weight;
        if (weight > tally.best) Object.assign(tally, { best: weight, sentence, at });
      }
    }
  });
  return byKind;
}

function chosen(candidates: Map<OutcomeKind, Tally>): OutcomeKind | null {
  if (candidates.has("Wait Listed")) return "Wait Listed";
  const accepted = candidates.get("Accepted");
  const rejected = candidates.get("Rejected");
  if (accepted && rejected) {
    if (accepted.total !== rejected.total) {
      return accepted.total > rejected.total ? "Accepted" : "Rejected";
    }
    return accepted.at < rejected.at ? "Accepted" : "Rejected";
  }
  if (accepted) return "Accepted";
  if (rejected) return "Rejected";
  if (candidates.has("Interview")) return "Interview";
  if (candidates.has("Information request")) return "Information request";
  return null;
}

/**
 * The decision in a message's sentences. `sentences` are the body's, then the subject's: on equal
 * weight the body's sentence is quoted.
 */
export function decide(sentences: readonly string[]): Verdict {
  const bulk = sentences.some((sentence) => BULK_MAIL.some((cue) => cue.test(sentence)));
  const strong = bulk ? BULK_STRONG : STRONG;
  const candidates = new Map([...tallies(sentences)].filter(([, t]) => t.best >= strong));
  const kind = chosen(candidates);
  if (kind) return { kind, sentence: candidates.get(kind)?.sentence ?? null, portalUpdate: false };
  const portal = sentences.find((sentence) => PORTAL_UPDATES.some((cue) => cue.test(sentence)));
  return { kind: "Not a decision", sentence: portal ?? null, portalUpdate: portal !== undefined };
}
