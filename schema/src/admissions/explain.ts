/**
 * The top three reasons each way: the largest terms, put into sentences only once chosen. A
 * sentence depends on the student and one program figure, and the catalogue repeats its figures,
 * so each sentence is built once per student and reused (scoring a whole catalogue stays cheap).
 */
import { englishMinimumFor } from "./features";
import type { PreparedApplicant } from "./prepare";
import { REASONS } from "./reasons";
import type { AdmitReasons, ProgramFacts } from "./types";

export type GreKind = "gre" | "greOptionalMissing" | "greWithheld";

/** One assessment's program-dependent terms, in logits. */
export interface ProgramTerms {
  /** False: the selectivity is not known, said first among what lowered the chance. */
  selectivityKnown: boolean;
  /**
   * The level's term: a published rate's, said as the rate; else a learnt level's against the
   * fitted programs' typical one, said as what decisions show; 0 where neither is known.
   */
  rate: number;
  gpa: number;
  gpaFloor: number;
  gre: number;
  greKind: GreKind;
  /**
   * The program's GRE figure the student was compared with (average, or minimum + margin);
   * null: the program publishes neither, and the fitted programs' typical admit stood in.
   */
  greReference: number | null;
  english: number;
  /**
   * Published minimums missed (they only lower the chance): the term's sentence names the
   * minimum, and the term includes the shortfall's own penalty.
   */
  gpaBelowMinimum: boolean;
  greBelowMinimum: boolean;
  englishBelowMinimum: boolean;
}

/** Stores a sentence built on a cache miss: `map.get(key) ?? remember(map, key, build())`. */
export function remember(map: Map<number, string>, key: number, text: string): string {
  map.set(key, text);
  return text;
}

const MAX_REASONS = 3;
/** Smaller terms than this (a GPA 0.003 above average) tell the student nothing. */
const MIN_WEIGHT = 0.01;
const RATE = 0;
const GPA = 1;
const GPA_FLOOR = 2;
const GRE = 3;
/** ENGLISH is 4, the last: sentence() falls through to it. */
const FACTORS = 5;
const WEIGHTS = new Float64Array(FACTORS);

function sentence(i: number, p: PreparedApplicant, program: ProgramFacts, t: ProgramTerms): string {
  const cache = p.sentences;
  const gpa = p.gpa ?? 0;
  const gre = p.greTotal ?? 0;
  if (i === RATE) {
    // A learnt level (its weight is 0 where nothing is known: explain()).
    if (program.acceptanceRate === null)
      return REASONS.selectivity(t.rate > 0, (program.selectivity?.decisions ?? 0) > 0);
    const percent = Math.round(program.acceptanceRate!);
    const raises = t.rate > 0;
    // Keyed apart by sign: the same rate reads differently when it raises and when it lowers.
    const key = raises ? percent : -1 - percent;
    return cache.rate.get(key) ?? remember(cache.rate, key, REASONS.rate(percent, raises));
  }
  if (i === GPA && t.gpaBelowMinimum) {
    // Below a minimum needs the minimum: it is known here.
    const min = program.gpaMin!;
    const built = cache.gpaMinimum.get(min);
    return built ?? remember(cache.gpaMinimum, min, REASONS.gpaBelowMinimum(gpa, min));
  }
  if (i === GPA) {
    const average = program.gpaAvg;
    if (average === null) return cache.gpaTypical;
    return cache.gpa.get(average) ?? remember(cache.gpa, average, REASONS.gpa(gpa, average));
  }
  if (i === GPA_FLOOR) return cache.gpaFloor;
  if (i === GRE) {
    if (t.greKind !== "gre") return withheldOrMissing(p, program, t);
    if (t.greBelowMinimum) {
      const min = program.greMin ?? 0;
      const built = cache.greMinimum.get(min);
      return built ?? remember(cache.greMinimum, min, REASONS.greBelowMinimum(gre, min));
    }
    if (t.greReference === null) return cache.greTypical;
    const reference = t.greReference;
    const isAverage = program.greAvg !== null;
    // Averages and minimum-derived references never collide: the latter are keyed negative.
    const key = isAverage ? reference : -reference;
    return cache.gre.get(key) ?? remember(cache.gre, key, REASONS.gre(gre, reference, isAverage));
  }
  const english = p.english!;
  // An English term is never 0.01 away from nothing: its minimum is known when it is said.
  const minimum = englishMinimumFor(english, program)!;
  if (t.englishBelowMinimum) {
    const built = cache.englishMinimum.get(minimum);
    return (
      built ??
      remember(cache.englishMinimum, minimum, REASONS.englishBelowMinimum(english, minimum))
    );
  }
  const built = cache.english.get(minimum);
  return built ?? remember(cache.english, minimum, REASONS.english(english, minimum));
}

/**
 * An optional GRE not sent, or better left out. An unknown policy is read as Optional and an
 * unknown average as the typical admit's: the sentence then claims neither for this program.
 */
function withheldOrMissing(p: PreparedApplicant, program: ProgramFacts, t: ProgramTerms): string {
  const missing = t.greKind === "greOptionalMissing";
  const cache = p.sentences;
  if (program.greRequired === null)
    return missing ? REASONS.greUnknownPolicyMissing : cache.greUnknownPolicyWithheld;
  if (t.greReference === null)
    return missing ? REASONS.greOptionalMissingTypical : cache.greWithheldTypical;
  return missing ? REASONS.greOptionalMissing : cache.greWithheld;
}

/** A missed minimum is always said, however small its term. */
function below(term: number, missed: boolean): number {
  return missed ? Math.min(term, -MIN_WEIGHT) : term;
}

export function explain(
  p: PreparedApplicant,
  program: ProgramFacts,
  t: ProgramTerms,
): AdmitReasons {
  // Written in place: explain runs for every program of a catalogue, one at a time.
  const weights = WEIGHTS;
  weights[RATE] = program.acceptanceRate !== null || program.selectivity ? t.rate : 0;
  weights[GPA] = below(t.gpa, t.gpaBelowMinimum);
  weights[GPA_FLOOR] = t.gpaFloor;
  weights[GRE] = below(t.gre, t.greBelowMinimum);
  weights[FACTORS - 1] = below(t.english, t.englishBelowMinimum);
  const extras = p.extraReasons;
  const raised: string[] = [];
  let used = 0; // bit i set: factor i already said
  let j = 0;
  // Program factors are few and unsorted, extras come sorted: take the larger head each time.
  while (raised.length < MAX_REASONS) {
    let best = -1;
    for (let i = 0; i < FACTORS; i++)
      if (
        !(used & (1 << i)) &&
        weights[i]! >= MIN_WEIGHT &&
        (best < 0 || weights[i]! > weights[best]!)
      )
        best = i;
    const extra = extras[j];
    const extraWeight = extra && extra.weight >= MIN_WEIGHT ? extra.weight : 0;
    if (best < 0 && extraWeight === 0) break;
    if (best >= 0 && weights[best]! >= extraWeight) {
      used |= 1 << best;
      raised.push(sentence(best, p, program, t));
    } else {
      raised.push(extra!.text);
      j++;
    }
  }
  const lowered: string[] = t.selectivityKnown ? [] : [REASONS.selectivityUnknown];
  while (lowered.length < MAX_REASONS) {
    let worst = -1;
    for (let i = 0; i < FACTORS; i++)
      if (
        !(used & (1 << i)) &&
        weights[i]! <= -MIN_WEIGHT &&
        (worst < 0 || weights[i]! < weights[worst]!)
      )
        worst = i;
    if (worst < 0) break;
    used |= 1 << worst;
    lowered.push(sentence(worst, p, program, t));
  }
  return { raised, lowered };
}
