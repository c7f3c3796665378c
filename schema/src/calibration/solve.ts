/** The dense part of a Newton step: the shift, slope and families, after the elimination. */

/** Solves m x m `g x = rhs` by Gaussian elimination with partial pivoting (m is small). */
export function solve(g: Float64Array, rhs: Float64Array, m: number): Float64Array {
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
