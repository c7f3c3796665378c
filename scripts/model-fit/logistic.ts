/**
 * Logistic regression by Newton's method (iteratively reweighted least squares) with a small
 * ridge, and sign constraints: a coefficient that must stay >= 0 (or <= 0) and wants to cross is
 * held at 0 and the rest refitted (an active set). Tens of thousands of rows and a dozen features
 * converge in a few iterations; no library needed.
 */

import { sigmoid } from "@gradplan/schema";

export interface Fit {
  coefficients: number[];
  /** The inverse of the penalised Hessian at the optimum: the coefficients' covariance. */
  covariance: number[][];
  iterations: number;
}

/** Solve A x = b for a symmetric positive definite A (Cholesky). */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = choleskyOf(a);
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i]![k]! * y[k]!;
    y[i] = s / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k]![i]! * x[k]!;
    x[i] = s / l[i]![i]!;
  }
  return x;
}

function choleskyOf(a: number[][]): number[][] {
  const n = a.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = a[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (s <= 0) throw new Error("matrix not positive definite");
        l[i]![i] = Math.sqrt(s);
      } else l[i]![j] = s / l[j]![j]!;
    }
  return l;
}

export function invert(a: number[][]): number[][] {
  const n = a.length;
  const columns = a.map((_, j) =>
    solve(
      a,
      a.map((__, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => columns.map((col) => col[i]!));
}

/**
 * Fit y ~ sigmoid(X b). `signs[j]` is +1 (b_j >= 0), -1 (b_j <= 0) or 0 (free); `ridge` adds
 * ridge * b_j^2 / 2 to the loss for every coefficient but the first (the intercept).
 */
export function fitLogistic(
  rows: readonly Float64Array[],
  y: readonly boolean[],
  signs: readonly number[],
  ridge = 1,
): Fit {
  const p = signs.length;
  let free = signs.map(() => true);
  for (let round = 0; round < p + 1; round++) {
    const fit = newton(rows, y, free, ridge);
    const crossing = fit.coefficients.findIndex((b, j) => free[j] && signs[j]! * b < 0);
    if (crossing < 0) return fit;
    // Hold the worst offender at 0 and refit; repeat until every sign holds.
    let worst = crossing;
    fit.coefficients.forEach((b, j) => {
      if (free[j] && signs[j]! * b < signs[worst]! * fit.coefficients[worst]!) worst = j;
    });
    free = free.map((f, j) => f && j !== worst);
  }
  throw new Error("sign constraints did not settle");
}

function newton(
  rows: readonly Float64Array[],
  y: readonly boolean[],
  free: readonly boolean[],
  ridge: number,
): Fit {
  const p = free.length;
  const b = new Array<number>(p).fill(0);
  let iterations = 0;
  let hessian: number[][] = [];
  for (; iterations < 50; iterations++) {
    const grad = new Array<number>(p).fill(0);
    hessian = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    for (let r = 0; r < rows.length; r++) {
      const x = rows[r]!;
      let z = 0;
      for (let j = 0; j < p; j++) z += b[j]! * x[j]!;
      const mu = sigmoid(z);
      const w = mu * (1 - mu);
      const e = (y[r] ? 1 : 0) - mu;
      for (let j = 0; j < p; j++) {
        if (!free[j]) continue;
        grad[j]! += e * x[j]!;
        for (let k = 0; k <= j; k++) if (free[k]) hessian[j]![k]! += w * x[j]! * x[k]!;
      }
    }
    for (let j = 0; j < p; j++) {
      for (let k = 0; k < j; k++) hessian[k]![j] = hessian[j]![k]!;
      if (j > 0) {
        hessian[j]![j]! += ridge;
        grad[j]! -= ridge * b[j]!;
      }
      // A held coefficient: an identity row keeps it at 0.
      if (!free[j]) {
        hessian[j] = hessian[j]!.map((_, k) => (k === j ? 1 : 0));
        for (let k = 0; k < p; k++) if (k !== j) hessian[k]![j] = 0;
        grad[j] = 0;
      }
    }
    const step = solve(hessian, grad);
    let size = 0;
    for (let j = 0; j < p; j++) {
      b[j]! += step[j]!;
      size = Math.max(size, Math.abs(step[j]!));
    }
    if (size < 1e-9) break;
  }
  const covariance = invert(hessian).map((row, j) =>
    row.map((v, k) => (free[j] && free[k] ? v : 0)),
  );
  return { coefficients: b, covariance, iterations };
}
