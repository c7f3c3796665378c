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
  return solveWith(choleskyOf(a), b);
}

/** Solve L L' x = b for a Cholesky factor L. */
function solveWith(l: number[][], b: number[]): number[] {
  const n = b.length;
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
  // Factored once: hundreds of columns each solve against the same factor.
  const l = choleskyOf(a);
  const columns = a.map((_, j) =>
    solveWith(
      l,
      a.map((__, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => columns.map((col) => col[i]!));
}

/** A row's non-zero entries: most of the selectivity fit's columns are one-hot. */
interface Sparse {
  index: Int32Array;
  value: Float64Array;
}

function sparseOf(x: Float64Array): Sparse {
  const index: number[] = [];
  for (let j = 0; j < x.length; j++) if (x[j] !== 0) index.push(j);
  return { index: Int32Array.from(index), value: Float64Array.from(index, (j) => x[j]!) };
}

/**
 * Fit y ~ sigmoid(X b). `signs[j]` is +1 (b_j >= 0), -1 (b_j <= 0) or 0 (free). `ridge` adds
 * ridge_j * b_j^2 / 2 to the loss: one number for every coefficient but the first (the
 * intercept), or one per coefficient (a Gaussian prior of variance 1 / ridge_j; 0: none).
 * Rows are read by their non-zero entries, so one-hot columns by the hundred stay cheap.
 */
export function fitLogistic(
  rows: readonly Float64Array[],
  y: readonly boolean[],
  signs: readonly number[],
  ridge: number | readonly number[] = 1,
): Fit {
  const p = signs.length;
  const ridges = typeof ridge === "number" ? signs.map((_, j) => (j > 0 ? ridge : 0)) : ridge;
  const sparse = rows.map(sparseOf);
  let free = signs.map(() => true);
  for (let round = 0; round < p + 1; round++) {
    const fit = newton(sparse, y, free, ridges);
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
  rows: readonly Sparse[],
  y: readonly boolean[],
  free: readonly boolean[],
  ridge: readonly number[],
): Fit {
  const p = free.length;
  const b = new Array<number>(p).fill(0);
  let iterations = 0;
  let hessian: number[][] = [];
  for (; iterations < 50; iterations++) {
    const grad = new Array<number>(p).fill(0);
    hessian = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    for (let r = 0; r < rows.length; r++) {
      const { index, value } = rows[r]!;
      let z = 0;
      for (let a = 0; a < index.length; a++) z += b[index[a]!]! * value[a]!;
      const mu = sigmoid(z);
      const w = mu * (1 - mu);
      const e = (y[r] ? 1 : 0) - mu;
      for (let a = 0; a < index.length; a++) {
        const j = index[a]!;
        if (!free[j]) continue;
        grad[j]! += e * value[a]!;
        const row = hessian[j]!;
        for (let c = 0; c < index.length; c++) {
          const k = index[c]!;
          if (k <= j && free[k]) row[k]! += w * value[a]! * value[c]!;
        }
      }
    }
    for (let j = 0; j < p; j++) {
      for (let k = 0; k < j; k++) hessian[k]![j] = hessian[j]![k]!;
      hessian[j]![j]! += ridge[j]!;
      grad[j]! -= ridge[j]! * b[j]!;
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
