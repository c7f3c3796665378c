/** Resume tone, AFINN-style: a small weighted lexicon, normalised per 100 words, -5 to 5. */

/**
 * Weights from -3 to 3. Positive: achievement and recognition words. Negative: complaints and
 * failure. Hedging (-1): words that undersell ("tried", "basic", "maybe"). Domain words such as
 * "bug" or "issue" are left out: fixing them is good news in a resume.
 */
const LEXICON: Readonly<Record<string, number>> = {
  excellent: 3,
  outstanding: 3,
  exceptional: 3,
  award: 2,
  awarded: 2,
  awards: 2,
  winner: 2,
  won: 2,
  win: 2,
  prize: 2,
  medal: 2,
  scholarship: 2,
  honors: 2,
  honours: 2,
  distinction: 2,
  achieved: 2,
  achievement: 2,
  achievements: 2,
  accomplished: 2,
  success: 2,
  successful: 2,
  successfully: 2,
  improved: 2,
  improving: 1,
  enhanced: 2,
  exceeded: 2,
  recognized: 2,
  recognised: 2,
  promoted: 2,
  praised: 2,
  innovative: 2,
  creative: 1,
  best: 2,
  star: 1,
  top: 1,
  merit: 1,
  effective: 1,
  efficient: 1,
  reliable: 1,
  robust: 1,
  strong: 1,
  boosted: 1,
  increased: 1,
  accelerated: 1,
  optimized: 1,
  optimised: 1,
  faster: 1,
  saved: 1,
  growth: 1,
  led: 1,
  mentored: 1,
  launched: 1,
  passionate: 1,
  dedicated: 1,
  motivated: 1,
  positive: 1,
  great: 1,
  good: 1,
  failed: -2,
  fail: -2,
  failure: -2,
  fired: -3,
  terminated: -2,
  quit: -2,
  unfortunately: -2,
  bad: -3,
  worst: -3,
  poor: -2,
  boring: -3,
  hate: -3,
  hated: -3,
  dislike: -2,
  struggled: -2,
  difficult: -1,
  dificult: -1,
  stressful: -2,
  stress: -1,
  tired: -2,
  lazy: -3,
  weak: -2,
  lost: -2,
  mistake: -2,
  mistakes: -2,
  conflict: -2,
  unhappy: -2,
  disappointed: -2,
  complaint: -2,
  blamed: -2,
  unable: -2,
  lack: -2,
  lacking: -2,
  maybe: -1,
  perhaps: -1,
  somewhat: -1,
  hopefully: -1,
  hope: -1,
  tried: -1,
  attempted: -1,
  basic: -1,
  basics: -1,
  probably: -1,
  guess: -1,
};

/**
 * AFINN weights summed per 100 words run high on a resume, where every line is meant to be an
 * achievement: halving puts a factual, confident resume at 1-3 (60-80 on the page's scale,
 * its green band) and keeps -5 for the openly negative.
 */
const SCALE = 0.5;

const NEGATIONS = new Set(["not", "no", "never", "didn't", "don't", "wasn't", "isn't", "cannot"]);

export interface SentimentResult {
  /** -5 to 5, one decimal. */
  value: number;
  /** The negative and hedging words found, in order of appearance, without repeats. */
  negativeWords: string[];
}

/** A negation flips the next word: "not good" counts as bad, "never fail" as good. */
export function sentiment(text: string): SentimentResult {
  const tokens = text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  let sum = 0;
  const negative = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const weight = LEXICON[tokens[i]!];
    if (!weight) continue;
    const negated = i > 0 && NEGATIONS.has(tokens[i - 1]!);
    const signed = negated ? -weight : weight;
    sum += signed;
    if (signed < 0) negative.add(negated ? `${tokens[i - 1]} ${tokens[i]}` : tokens[i]!);
  }
  const per100 = tokens.length === 0 ? 0 : (SCALE * sum * 100) / tokens.length;
  const value = Math.round(Math.min(5, Math.max(-5, per100)) * 10) / 10;
  return { value: Object.is(value, -0) ? 0 : value, negativeWords: [...negative] };
}
