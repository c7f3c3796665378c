/** What the held-out report prints: discrimination, calibration and a reliability table. */

export interface Scored {
  /** The predicted chance, 0-1. */
  p: number;
  admit: boolean;
}

/** Area under the ROC curve: the chance an admit is ranked above a reject (ties count half). */
export function auc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.p - b.p);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.p === sorted[i]!.p) j++;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++)
      if (sorted[k]!.admit) {
        rankSum += midRank;
        positives++;
      }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export const brier = (scored: readonly Scored[]): number =>
  scored.reduce((s, r) => s + ((r.admit ? 1 : 0) - r.p) ** 2, 0) / scored.length;

export function logLoss(scored: readonly Scored[]): number {
  const eps = 1e-6;
  return (
    -scored.reduce((s, r) => {
      const p = Math.min(1 - eps, Math.max(eps, r.p));
      return s + (r.admit ? Math.log(p) : Math.log(1 - p));
    }, 0) / scored.length
  );
}

export interface Bin {
  from: number;
  to: number;
  n: number;
  meanPredicted: number;
  observed: number;
}

/** Ten bins of the shown chance (0-9%, 10-19%, ..., 90-100%). */
export function reliability(scored: readonly Scored[]): Bin[] {
  return Array.from({ length: 10 }, (_, b) => {
    const inBin = scored.filter((r) => Math.min(9, Math.floor(r.p * 10)) === b);
    const n = inBin.length;
    return {
      from: b * 10,
      to: b * 10 + 9,
      n,
      meanPredicted: n ? inBin.reduce((s, r) => s + r.p, 0) / n : Number.NaN,
      observed: n ? inBin.filter((r) => r.admit).length / n : Number.NaN,
    };
  });
}
