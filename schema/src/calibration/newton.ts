/**
 * One exact Newton step of the calibration's MAP fit. The offsets are nested (a course sits in
 * one university and one family), so the Hessian is eliminated block by block: the courses'
 * diagonal first, then the universities' (still diagonal after it), leaving a dense system of
 * the global shift, slope and the few families. Each step costs O(courses + universities *
 * families^2 + families^3) on the likelihood's per-course sums, which one pass over the results
 * (O(results)) gathers; results enter the likelihood by their weights (design.ts).
 */
import type { Design } from "./design";
import { solve } from "./solve";

/** The fit's unknowns: z_cal = a + b z + f[family] + u[university] + c[course]. */
export interface Parameters {
  a: number;
  b: number;
  f: Float64Array;
  u: Float64Array;
  c: Float64Array;
}

/** The priors as precisions (1 / variance); the slope's prior is centred on 1; one per course. */
export interface Precisions {
  a: number;
  b: number;
  f: number;
  u: number;
  c: Float64Array;
}

/** The weighted log likelihood at a point and its per-course sums: what a Newton step reads. */
export interface Sums {
  logLikelihood: number;
  /** Per course: sum of w p(1 - p), of w p(1 - p) z, and of w (y - p). */
  wc: Float64Array;
  zc: Float64Array;
  rc: Float64Array;
  wzz: number;
  rz: number;
}

const sumSquares = (v: Float64Array): number => v.reduce((s, x) => s + x * x, 0);

/**
 * Adds `sign` times the terms of results `from` (all of them when absent, those of weight 0
 * skipped) at `t` to the sums: -1 takes results out.
 */
function addResults(d: Design, t: Parameters, s: Sums, sign: number, from?: readonly number[]) {
  const { z: zs, y: ys, weight, course, courseFamily, courseUniversity } = d;
  const { wc, zc, rc } = s;
  const { a, b, f, u, c } = t;
  let [logLikelihood, wzz, rz] = [0, 0, 0];
  const n = from === undefined ? zs.length : from.length;
  for (let at = 0; at < n; at++) {
    const i = from === undefined ? at : from[at]!;
    const weightI = sign * weight[i]!;
    if (weightI === 0) continue;
    const k = course[i]!;
    const z = zs[i]!;
    const eta = a + b * z + f[courseFamily[k]!]! + u[courseUniversity[k]!]! + c[k]!;
    // One exponential for both the chance and softplus(eta) = log(1 + e^eta).
    const e = Math.exp(-Math.abs(eta));
    const p = eta >= 0 ? 1 / (1 + e) : e / (1 + e);
    const w = weightI * p * (1 - p);
    const r = weightI * (ys[i]! - p);
    logLikelihood += weightI * (ys[i]! * eta - Math.max(eta, 0) - Math.log1p(e));
    wc[k]! += w;
    zc[k]! += w * z;
    rc[k]! += r;
    wzz += w * z * z;
    rz += r * z;
  }
  s.logLikelihood += logLikelihood;
  s.wzz += wzz;
  s.rz += rz;
}

/** One pass over the results. */
export function sumsAt(d: Design, t: Parameters): Sums {
  const C = d.courseIds.length;
  const s: Sums = {
    logLikelihood: 0,
    wc: new Float64Array(C),
    zc: new Float64Array(C),
    rc: new Float64Array(C),
    wzz: 0,
    rz: 0,
  };
  addResults(d, t, s, 1);
  return s;
}

/** The sums without some results (taken out at `t`, in O(their count)). */
export function sumsWithout(d: Design, t: Parameters, s: Sums, results: readonly number[]): Sums {
  const out = { ...s, wc: s.wc.slice(), zc: s.zc.slice(), rc: s.rc.slice() };
  addResults(d, t, out, -1, results);
  return out;
}

export function logPrior(t: Parameters, l: Precisions): number {
  let courses = 0;
  for (let k = 0; k < t.c.length; k++) courses += l.c[k]! * t.c[k]! ** 2;
  return (
    -(
      l.a * t.a ** 2 +
      l.b * (t.b - 1) ** 2 +
      l.f * sumSquares(t.f) +
      l.u * sumSquares(t.u) +
      courses
    ) / 2
  );
}

export const logPosterior = (d: Design, t: Parameters, l: Precisions): number =>
  sumsAt(d, t).logLikelihood + logPrior(t, l);

/**
 * Zeroed working arrays, reused from step to step (the visitor bound takes thousands of steps):
 * a step's arrays are done with before it returns, and the answer is fresh arrays.
 */
const buffers: Float64Array[] = [];
function scratch(slot: number, length: number): Float64Array {
  const held = buffers[slot];
  if (held === undefined || held.length < length) buffers[slot] = new Float64Array(length);
  return buffers[slot]!.subarray(0, length).fill(0);
}

/**
 * The Newton direction at `t`, from the sums there. `slopeTarget`, when given, pins the slope's
 * step to it (the slope at a bound of its clamp): its row becomes `step = target` and the rest
 * solve around it.
 */
export function newtonDirection(
  d: Design,
  t: Parameters,
  l: Precisions,
  sums: Sums,
  slopeTarget?: number,
): Parameters {
  const C = d.courseIds.length;
  const U = d.universityIds.length;
  const F = d.families.length;
  const m = 2 + F;
  const { wc, zc, rc } = sums;
  // The dense block G over [a, b, families], the universities' diagonal e, their coupling rows
  // to G (U x m) and the gradients. Rows couple through the courses' sums.
  const g = scratch(0, m * m);
  const gradG = scratch(1, m);
  const e = scratch(2, U).fill(l.u);
  const rows = scratch(3, U * m);
  const gradU = scratch(4, U);
  const gradC = scratch(5, C);
  g[0] = l.a;
  g[m + 1] = sums.wzz + l.b;
  gradG[0] = -l.a * t.a;
  gradG[1] = sums.rz - l.b * (t.b - 1);
  for (let f = 0; f < F; f++) {
    g[(2 + f) * (m + 1)] = l.f;
    gradG[2 + f] = -l.f * t.f[f]!;
  }
  for (let j = 0; j < U; j++) gradU[j] = -l.u * t.u[j]!;
  for (let k = 0; k < C; k++) {
    const j = d.courseUniversity[k]!;
    const fi = 2 + d.courseFamily[k]!;
    const w = wc[k]!;
    const wz = zc[k]!;
    const r = rc[k]!;
    g[0]! += w;
    g[1]! += wz;
    g[m]! += wz;
    g[fi]! += w;
    g[fi * m]! += w;
    g[m + fi]! += wz;
    g[fi * m + 1]! += wz;
    g[fi * m + fi]! += w;
    gradG[0]! += r;
    gradG[fi]! += r;
    e[j]! += w;
    rows[j * m]! += w;
    rows[j * m + 1]! += wz;
    rows[j * m + fi]! += w;
    gradU[j]! += r;
    gradC[k] = r - l.c[k]! * t.c[k]!;
  }
  // Eliminate each course: it couples by w to a, its family and its university, by w z to b.
  const at = [0, 1, 0];
  const v = [0, 0, 0];
  for (let k = 0; k < C; k++) {
    const j = d.courseUniversity[k]!;
    const w = wc[k]!;
    at[2] = 2 + d.courseFamily[k]!;
    v[0] = w;
    v[1] = zc[k]!;
    v[2] = w;
    const dk = w + l.c[k]!;
    const gk = gradC[k]!;
    for (let p = 0; p < 3; p++) {
      for (let q = 0; q < 3; q++) g[at[p]! * m + at[q]!]! -= (v[p]! * v[q]!) / dk;
      gradG[at[p]!]! -= (v[p]! * gk) / dk;
      rows[j * m + at[p]!]! -= (w * v[p]!) / dk;
    }
    e[j]! -= (w * w) / dk;
    gradU[j]! -= (w * gk) / dk;
  }
  // Eliminate each university: a rank-one update of G on its row's columns (a, b and the
  // families of its courses; the rest of the row is 0).
  const { universityColumns: cols, universityColumnsFrom: from } = d;
  for (let j = 0; j < U; j++) {
    const ej = e[j]!;
    for (let x = from[j]!; x < from[j + 1]!; x++) {
      const p = cols[x]!;
      const rp = rows[j * m + p]!;
      for (let y = from[j]!; y < from[j + 1]!; y++) {
        const q = cols[y]!;
        g[p * m + q]! -= (rp * rows[j * m + q]!) / ej;
      }
      gradG[p]! -= (rp * gradU[j]!) / ej;
    }
  }
  if (slopeTarget !== undefined) {
    for (let q = 0; q < m; q++) g[m + q] = q === 1 ? 1 : 0;
    gradG[1] = slopeTarget;
  }
  const step = solve(g, gradG, m);
  const du = new Float64Array(U);
  for (let j = 0; j < U; j++) {
    let s = gradU[j]!;
    for (let y = from[j]!; y < from[j + 1]!; y++) s -= rows[j * m + cols[y]!]! * step[cols[y]!]!;
    du[j] = s / e[j]!;
  }
  const dc = new Float64Array(C);
  for (let k = 0; k < C; k++) {
    const fi = 2 + d.courseFamily[k]!;
    const w = wc[k]!;
    const coupled = w * (step[0]! + step[fi]! + du[d.courseUniversity[k]!]!) + zc[k]! * step[1]!;
    dc[k] = (gradC[k]! - coupled) / (w + l.c[k]!);
  }
  return { a: step[0]!, b: step[1]!, f: step.slice(2), u: du, c: dc };
}
