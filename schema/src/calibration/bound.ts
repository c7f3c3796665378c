/**
 * One visitor's bounded influence (docs/results.md, "Calibration"): however many results one
 * person sends, the fit with them and the fit made again without them (every other result at
 * its weight) put every course's calibrated logit within the bound of each other. A round
 * settles each course in its local model (local.ts: the weights of its visitors are lowered
 * together until, there, none moves it by more than their target), refits, and measures every
 * visitor on the refit (influence.ts). A visitor still over has their targets scaled by the
 * ratio of the aim to their move, and the round is made again: at most VISITOR_BOUND_ROUNDS
 * times, then twice with the ratio squared; a course still moved too far after that has its
 * results left out (a last resort).
 */
import type { Design } from "./design";
import { resultsBySource, visitorMoves } from "./influence";
import { pairsOf, settleCourses } from "./local";
import { type AscentOptions, maximize, type Optimum } from "./maximize";
import type { Precisions } from "./newton";

/** Rounds of settling and measuring, before the harsher ones. */
export const VISITOR_BOUND_ROUNDS = 3;
const HARSHER_ROUNDS = 2;
/** Visitors are settled this far inside the bound (0.2 logits of 0.25). */
const AIM = 0.8;

/** What the bound did in a fit (stored with it). */
export interface VisitorInfluence {
  bound: number;
  visitors: number;
  /**
   * Sources with a bound of their own and what it is (the crowd of unverified visitors: docs/
   * results.md, "Trust"); absent in fits before it.
   */
  sourceBounds?: Record<string, number>;
  /** Courses whose results' weights the bound lowered, and the sources (visitors, the crowd) with results there. */
  courses: number;
  limited: number;
  /** The share of the results' weight the fit kept (1: the bound lowered none). */
  weightKept: number;
  /** The largest move of any course's logit by any one visitor in the fit as stored. */
  largest: number;
  /** Rounds of measuring on the full fit it took. */
  rounds: number;
}

export interface BoundedFit {
  fit: Optimum;
  influence: VisitorInfluence;
}

/**
 * The fit within the bound, from the fit with every result at its shared weight: `bound` for
 * every visitor, `sourceBounds` for a named source (Design.sourceKeys).
 */
export function boundVisitors(
  d: Design,
  l: Precisions,
  full: Optimum,
  bound: number,
  ascent: AscentOptions,
  sourceBounds: Readonly<Record<string, number>> = {},
): BoundedFit {
  const bySource = resultsBySource(d);
  const bounds = Float64Array.from(d.sourceKeys, (key) =>
    key === null ? bound : (sourceBounds[key] ?? bound),
  );
  const { pairs, byCourse } = pairsOf(d);
  const pairsOfSource: number[][] = bySource.map(() => []);
  pairs.forEach((p, n) => {
    pairsOfSource[p.source]!.push(n);
  });
  const base = d.weight.slice();
  const scale = new Float64Array(pairs.length).fill(1);
  const target = Float64Array.from(pairs, (p) => AIM * bounds[p.source]!);
  // A named source (the crowd) is lowered alone: the other results keep their weights, so the
  // fit without it is the fit before it came.
  const alone = Uint8Array.from(d.sourceKeys, (key) => (key === null ? 0 : 1));
  const named = d.sourceKeys.flatMap((key, v) =>
    key === null ? [] : [[key, bounds[v]!] as const],
  );
  const refit = (from: Optimum) => {
    pairs.forEach((p, n) => {
      for (const i of p.results) d.weight[i] = base[i]! * scale[n]!;
    });
    return maximize(d, l, from.t, ascent);
  };
  let fit = full;
  if (alone.includes(1)) {
    settleCourses(d, l, fit, pairs, byCourse, { base, scale, target }, alone, true);
    fit = refit(fit);
  }
  for (let round = 1; ; round++) {
    const settling = round <= VISITOR_BOUND_ROUNDS + HARSHER_ROUNDS;
    if (settling) settleCourses(d, l, fit, pairs, byCourse, { base, scale, target }, alone);
    fit = refit(fit);
    const read = visitorMoves(d, l, fit, bySource, bounds);
    const offenders = [...read.moves.keys()].filter((v) => read.moves[v]! > bounds[v]!);
    if (offenders.length === 0) {
      const lowered = pairs.filter((_, n) => scale[n]! < 1);
      const kept = d.weight.reduce((sum, w) => sum + w, 0) / base.reduce((sum, w) => sum + w, 0);
      const influence: VisitorInfluence = {
        bound,
        visitors: d.visitors,
        ...(named.length > 0 ? { sourceBounds: Object.fromEntries(named) } : {}),
        courses: new Set(lowered.map((p) => p.course)).size,
        limited: new Set(lowered.map((p) => p.source)).size,
        weightKept: base.length === 0 ? 1 : kept,
        largest: read.moves.reduce((most, move) => Math.max(most, move), 0),
        rounds: round,
      };
      return { fit, influence };
    }
    // The aim is a share of the bound, as the local model misses a little (a visitor's courses
    // together, the shared shift and slope) and readings under ONE_STEP_TRUSTED need no refit.
    for (const v of offenders) {
      const mine = pairsOfSource[v]!;
      const course = read.courses[v]!;
      const ratio = ((AIM * bounds[v]!) / read.moves[v]!) ** (round < VISITOR_BOUND_ROUNDS ? 1 : 2);
      if (!settling || round === VISITOR_BOUND_ROUNDS + HARSHER_ROUNDS) {
        // Out: the course's results (the offender's own where the move is not a course's).
        const out =
          course < 0 ? mine : alone[v] ? mine.filter((n) => pairs[n]!.course === course) : null;
        for (const n of out ?? byCourse[course]!) scale[n] = 0;
      } else for (const n of mine) target[n]! *= ratio;
    }
  }
}
