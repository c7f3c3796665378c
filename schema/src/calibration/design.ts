/** Community results as arrays the fit runs over: each result's logit, outcome, weight and groups. */
import type { CalibrationObservation } from "./types";

export interface Design {
  z: Float64Array;
  /** 1 admitted, 0 not. */
  y: Float64Array;
  /**
   * Each result's weight in the likelihood: one visitor's results for one course share 1 (so
   * the same decision sent five times counts once); the visitor bound (influence.ts) lowers it.
   */
  weight: Float64Array;
  /** Each result's course, by position in courseIds. */
  course: Int32Array;
  /** Each result's visitor, 0 to visitors - 1. */
  visitor: Int32Array;
  visitors: number;
  /**
   * Each result's source, 0 to sources - 1 (CalibrationObservation.source): what the bound
   * holds for, a visitor or several answering together.
   */
  source: Int32Array;
  sources: number;
  /** Each source's key as given (null: the visitor's own, unnamed), by position. */
  sourceKeys: (string | null)[];
  /** Each course's university and family, by position in universityIds and families. */
  courseUniversity: Int32Array;
  courseFamily: Int32Array;
  /**
   * Where each university's row of the Newton system is not 0, by position in [a, b,
   * families]: a, b and its courses' families; university j's are universityColumns[from[j] to
   * from[j + 1]).
   */
  universityColumns: Int32Array;
  universityColumnsFrom: Int32Array;
  /** Each course's level sd (CalibrationCourse.levelSd); NaN where none was given. */
  courseLevelSd: Float64Array;
  courseIds: number[];
  universityIds: number[];
  families: string[];
}

function indexer<K>(keys: K[]): (key: K) => number {
  const positions = new Map<K, number>();
  return (key) => {
    let at = positions.get(key);
    if (at === undefined) {
      at = keys.length;
      keys.push(key);
      positions.set(key, at);
    }
    return at;
  };
}

/**
 * Groups in order of first appearance. A course belongs to one university and one family and
 * has one level (as in the catalogue): the fit's elimination relies on it, so a result saying
 * otherwise is an error. A result without a key is a visitor of its own.
 */
export function designOf(observations: readonly CalibrationObservation[]): Design {
  const n = observations.length;
  const courseIds: number[] = [];
  const universityIds: number[] = [];
  const families: string[] = [];
  const visitorKeys: (string | null)[] = [];
  const courseAt = indexer(courseIds);
  const universityAt = indexer(universityIds);
  const familyAt = indexer(families);
  const visitorAt = indexer(visitorKeys);
  // A named source, or the visitor's own: keyed apart so a visitor's key never names a source.
  const sourceIds: string[] = [];
  const sourceAt = indexer(sourceIds);
  const z = new Float64Array(n);
  const y = new Float64Array(n);
  const course = new Int32Array(n);
  const visitor = new Int32Array(n);
  const source = new Int32Array(n);
  const owners: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const o = observations[i]!;
    if (!Number.isFinite(o.z)) throw new RangeError(`A result's logit is not a number: ${o.z}`);
    z[i] = o.z;
    y[i] = o.admitted ? 1 : 0;
    const k = courseAt(o.courseId);
    const levelSd = o.levelSd ?? Number.NaN;
    if (!(Number.isNaN(levelSd) || levelSd >= 0))
      throw new RangeError(`Course ${o.courseId}'s level sd is not a spread: ${levelSd}`);
    const owner: [number, number, number] = [
      universityAt(o.universityId),
      familyAt(o.family),
      levelSd,
    ];
    const known = owners[k];
    if (known === undefined) owners[k] = owner;
    else if (known[0] !== owner[0] || known[1] !== owner[1] || !Object.is(known[2], owner[2]))
      throw new RangeError(`Course ${o.courseId} is given two universities, families or levels`);
    course[i] = k;
    if (o.key !== undefined) visitor[i] = visitorAt(o.key);
    else visitor[i] = visitorKeys.push(null) - 1;
    source[i] = sourceAt(o.source === undefined ? `visitor:${visitor[i]}` : `source:${o.source}`);
  }
  const courseUniversity = Int32Array.from(owners, (o) => o[0]);
  const courseFamily = Int32Array.from(owners, (o) => o[1]);
  return {
    z,
    y,
    weight: sharedWeights(course, visitor, courseIds.length),
    course,
    visitor,
    visitors: visitorKeys.length,
    source,
    sources: sourceIds.length,
    sourceKeys: sourceIds.map((id) => (id.startsWith("source:") ? id.slice(7) : null)),
    courseUniversity,
    courseFamily,
    ...universityColumnsOf(courseUniversity, courseFamily, universityIds.length),
    courseLevelSd: Float64Array.from(owners, (o) => o[2]),
    courseIds,
    universityIds,
    families,
  };
}

/** 1 / (the visitor's results for the course): their results for one course weigh 1 together. */
function sharedWeights(course: Int32Array, visitor: Int32Array, courses: number): Float64Array {
  const pairs = new Map<number, number>();
  const pairOf = (i: number) => visitor[i]! * courses + course[i]!;
  for (let i = 0; i < course.length; i++) pairs.set(pairOf(i), (pairs.get(pairOf(i)) ?? 0) + 1);
  return Float64Array.from(course, (_, i) => 1 / pairs.get(pairOf(i))!);
}

function universityColumnsOf(courseUniversity: Int32Array, courseFamily: Int32Array, U: number) {
  const columns = Array.from({ length: U }, () => new Set([0, 1]));
  courseUniversity.forEach((j, k) => {
    columns[j]!.add(2 + courseFamily[k]!);
  });
  const from = new Int32Array(U + 1);
  columns.forEach((set, j) => {
    from[j + 1] = from[j]! + set.size;
  });
  return {
    universityColumns: Int32Array.from(columns.flatMap((set) => [...set].sort((a, b) => a - b))),
    universityColumnsFrom: from,
  };
}
