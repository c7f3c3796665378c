/**
 * One exact Newton step of the calibration's MAP fit. The offsets are nested (a course sits in
 * one university and one family), so the Hessian is eliminated block by block: the courses'
 * diagonal first, then the universities' (still diagonal after it), leaving a dense system of
 * the global shift, slope and the few families. Each step costs O(results + courses + families^3).
 */
import type { Design } from "./design";

/** The fit's unknowns: z_cal = a + b z + f[family] + u[university] + c[course]. */
export interface Parameters {
  a: number;
  b: number;
  f: Float64Array;
  u: Float64Array;
  c: Float64Array;
}

/** The priors as precisions (1 / variance); the slope's prior is centred on 1. */
export interface Precisions {
  a: number;
  b: number;
  f: number;
  u: number;
  c: number;
}

const softplus = (x: number): number =>
  x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
const sumSquares = (v: Float64Array): number => v.reduce((s, x) => s + x * x, 0);

export function logPosterior(d: Design, t: Parameters, l: Precisions): number {
  let sum = 0;
  for (let i = 0; i < d.z.length; i++) {
    const k = d.course[i]!;
    const eta =
      t.a + t.b * d.z[i]! + t.f[d.courseFamily[k]!]! + t.u[d.courseUniversity[k]!]! + t.c[k]!;
    sum += d.y[i]! * eta - softplus(eta);
  }
  const prior =
    l.a * t.a ** 2 +
    l.b * (t.b - 1) ** 2 +
    l.f * sumSquares(t.f) +
    l.u * sumSquares(t.u) +
    l.c * sumSquares(t.c);
  return sum - prior / 2;
}

/** Solves m x m `g x = rhs` by Gaussian elimination with partial pivoting (m is small). */
function solve(g: Float64Array, rhs: Float64Array, m: number): Float64Array {
  for (let col = 0; col < m; col++) {
    let pivot = col;
    for (let r = col + 1; r < m; r++)
      if (Math.abs(g[r * m + col]!) > Math.abs(g[pivot * m + col]!)) pivot = r;
    if (pivot !== col) {
      for (let c = 0; c < m; c++) {
        const tmp = g[col * m + c]!;
        g[col * m + c] = g[pivot * m + c]!;
        g[pivot * m + c] = tmp;
      }
      const tmp = rhs[col]!;
      rhs[col] = rhs[pivot]!;
      rhs[pivot] = tmp;
    }
    const p = g[col * m + col]!;
    for (let r = col + 1; r < m; r++) {
      const factor = g[r * m + col]! / p;
      if (factor === 0) continue;
      for (let c = col; c < m; c++) g[r * m + c]! -= factor * g[col * m + c]!;
      rhs[r]! -= factor * rhs[col]!;
    }
  }
  const x = new Float64Array(m);
  for (let r = m - 1; r >= 0; r--) {
    let s = rhs[r]!;
    for (let c = r + 1; c < m; c++) s -= g[r * m + c]! * x[c]!;
    x[r] = s / g[r * m + r]!;
  }
  return x;
}

/**
 * The Newton direction at `t`. `slopeTarget`, when given, pins the slope's step to it (the slope
 * at a bound of its clamp): its row becomes `step = target` and the rest solve around it.
 */
export function newtonDirection(
  d: Design,
  t: Parameters,
  l: Precisions,
  slopeTarget?: number,
): Parameters {
  const C = d.courseIds.length;
  const U = d.universityIds.length;
  const F = d.families.length;
  const m = 2 + F;
  // Per course: sum of weights w = p(1 - p), of w z, and of residuals y - p.
  const wc = new Float64Array(C);
  const zc = new Float64Array(C);
  const rc = new Float64Array(C);
  let wzz = 0;
  let rz = 0;
  for (let i = 0; i < d.z.length; i++) {
    const k = d.course[i]!;
    const z = d.z[i]!;
    const eta = t.a + t.b * z + t.f[d.courseFamily[k]!]! + t.u[d.courseUniversity[k]!]! + t.c[k]!;
    const p = 1 / (1 + Math.exp(-eta));
    const w = p * (1 - p);
    const r = d.y[i]! - p;
    wc[k]! += w;
    zc[k]! += w * z;
    rc[k]! += r;
    wzz += w * z * z;
    rz += r * z;
  }
  // The dense block G over [a, b, families], the universities' diagonal e, their coupling rows
  // to G (U x m) and the gradients. Rows couple through the courses' sums.
  const g = new Float64Array(m * m);
  const gradG = new Float64Array(m);
  const e = new Float64Array(U).fill(l.u);
  const rows = new Float64Array(U * m);
  const gradU = new Float64Array(U);
  const gradC = new Float64Array(C);
  g[0] = l.a;
  g[m + 1] = wzz + l.b;
  gradG[0] = -l.a * t.a;
  gradG[1] = rz - l.b * (t.b - 1);
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
    gradC[k] = r - l.c * t.c[k]!;
  }
  // Eliminate each course: it couples by w to a, its family and its university, by w z to b.
  for (let k = 0; k < C; k++) {
    const j = d.courseUniversity[k]!;
    const w = wc[k]!;
    const at = [0, 1, 2 + d.courseFamily[k]!];
    const v = [w, zc[k]!, w];
    const dk = w + l.c;
    const gk = gradC[k]!;
    for (let p = 0; p < 3; p++) {
      for (let q = 0; q < 3; q++) g[at[p]! * m + at[q]!]! -= (v[p]! * v[q]!) / dk;
      gradG[at[p]!]! -= (v[p]! * gk) / dk;
      rows[j * m + at[p]!]! -= (w * v[p]!) / dk;
    }
    e[j]! -= (w * w) / dk;
    gradU[j]! -= (w * gk) / dk;
  }
  // Eliminate each university: a dense rank-one update of G.
  for (let j = 0; j < U; j++) {
    const ej = e[j]!;
    for (let p = 0; p < m; p++) {
      const rp = rows[j * m + p]!;
      if (rp === 0) continue;
      for (let q = 0; q < m; q++) g[p * m + q]! -= (rp * rows[j * m + q]!) / ej;
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
    for (let q = 0; q < m; q++) s -= rows[j * m + q]! * step[q]!;
    du[j] = s / e[j]!;
  }
  const dc = new Float64Array(C);
  for (let k = 0; k < C; k++) {
    const fi = 2 + d.courseFamily[k]!;
    const w = wc[k]!;
    const coupled = w * (step[0]! + step[fi]! + du[d.courseUniversity[k]!]!) + zc[k]! * step[1]!;
    dc[k] = (gradC[k]! - coupled) / (w + l.c);
  }
  return { a: step[0]!, b: step[1]!, f: step.slice(2), u: du, c: dc };
}
