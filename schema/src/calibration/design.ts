/** Community results as arrays the fit runs over: each result's logit, outcome and groups. */
import type { CalibrationObservation } from "./types";

export interface Design {
  z: Float64Array;
  /** 1 admitted, 0 not. */
  y: Float64Array;
  /** Each result's course, by position in courseIds. */
  course: Int32Array;
  /** Each course's university and family, by position in universityIds and families. */
  courseUniversity: Int32Array;
  courseFamily: Int32Array;
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
 * Groups in order of first appearance. A course belongs to one university and one family (as in
 * the catalogue): the fit's elimination relies on it, so a result saying otherwise is an error.
 */
export function designOf(observations: readonly CalibrationObservation[]): Design {
  const n = observations.length;
  const courseIds: number[] = [];
  const universityIds: number[] = [];
  const families: string[] = [];
  const courseAt = indexer(courseIds);
  const universityAt = indexer(universityIds);
  const familyAt = indexer(families);
  const z = new Float64Array(n);
  const y = new Float64Array(n);
  const course = new Int32Array(n);
  const owners: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const o = observations[i]!;
    if (!Number.isFinite(o.z)) throw new RangeError(`A result's logit is not a number: ${o.z}`);
    z[i] = o.z;
    y[i] = o.admitted ? 1 : 0;
    const k = courseAt(o.courseId);
    const owner: [number, number] = [universityAt(o.universityId), familyAt(o.family)];
    const known = owners[k];
    if (known === undefined) owners[k] = owner;
    else if (known[0] !== owner[0] || known[1] !== owner[1])
      throw new RangeError(`Course ${o.courseId} is given two universities or families`);
    course[i] = k;
  }
  return {
    z,
    y,
    course,
    courseUniversity: Int32Array.from(owners, (o) => o[0]),
    courseFamily: Int32Array.from(owners, (o) => o[1]),
    courseIds,
    universityIds,
    families,
  };
}
