// Written by `npm run model:fit`: do not edit by hand (docs/scoring.md, "Percentages").
export const PERCENT_TO_TEN_KNOTS: readonly (readonly [number, number])[] = [
  [35, 4],
  [54, 6.1],
  [58, 6.7],
  [60.5, 7.03],
  [64, 7.47],
  [66.5, 7.77],
  [69, 8],
  [71, 8.2],
  [73, 8.42],
  [75, 8.64],
  [77.5, 8.89],
  [80.5, 9.18],
  [83, 9.37],
  [88, 9.72],
  [100, 10],
];
